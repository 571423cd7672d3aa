import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { parseSiteConfig } from '../../../schema/parse';
import { FIXTURE_SITE } from '../../fixtures/site-root';

/**
 * The site data of the fixture site with its site.yaml edited, for a test's
 * `vi.mock('virtual:effectie/site', () => editedFixtureSite(...))`: the options a test is about
 * come from YAML, through the schema, as on a real build.
 */
export async function editedFixtureSite(edit: (yaml: string) => string) {
  const actual = (await vi.importActual<{ default: Record<string, unknown> }>('virtual:effectie/site')).default;
  const yaml = readFileSync(join(FIXTURE_SITE, 'site.yaml'), 'utf8');
  const edited = edit(yaml);
  if (edited === yaml) throw new Error('the edit changed nothing in the fixture site.yaml');
  return { default: { ...actual, config: parseSiteConfig(edited).value } };
}
