import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { FIXTURE_SITE } from '../../fixtures/site-root';

/**
 * Makes the modules a test imports from now on see the fixture site with its site.yaml edited,
 * so the options a test is about come from YAML, through the schema, as on a real build. Import
 * the app's modules after it, with `await import(...)`.
 *
 * The schema is read first, with the site data as it was: it imports the navbar item types,
 * whose components import the site data, so it cannot be read while that data is being replaced.
 */
export async function editFixtureSite(edit: (yaml: string) => string): Promise<void> {
  const yaml = readFileSync(join(FIXTURE_SITE, 'site.yaml'), 'utf8');
  const edited = edit(yaml);
  if (edited === yaml) throw new Error('the edit changed nothing in the fixture site.yaml');
  const { parseSiteConfig } = await import('../../../schema/parse');
  const config = parseSiteConfig(edited).value;
  const actual = (await import('virtual:effectie/site')).default;
  vi.resetModules();
  vi.doMock('virtual:effectie/site', () => ({ default: { ...actual, config } }));
}
