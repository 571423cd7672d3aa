import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { parseSiteConfig } from '../../../schema/parse';
import type { SiteData } from '../../../src/client/site-data-context';
import { FIXTURE_SITE } from '../../fixtures/site-root';

function editedYaml(edit: (yaml: string) => string): string {
  const yaml = readFileSync(join(FIXTURE_SITE, 'site.yaml'), 'utf8');
  const edited = edit(yaml);
  if (edited === yaml) throw new Error('the edit changed nothing in the fixture site.yaml');
  return edited;
}

/**
 * The site data components read (renderInApp's `site` option), from the fixture site with its
 * site.yaml edited: the options a test is about come from YAML, through the schema, as on a real
 * build. The docs are the fixture site's.
 */
export async function fixtureSiteData(edit: (yaml: string) => string): Promise<SiteData> {
  const { home: _home, ...config } = parseSiteConfig(editedYaml(edit)).value;
  const { default: site } = await import('virtual:effectie/site');
  return { config, docs: site.docs };
}

/**
 * Makes the page's site data, which the whole app and its page-wide state start from, the fixture
 * site with its site.yaml edited. Import the app's modules after it, with `await import(...)`.
 * A test of components alone gives them fixtureSiteData instead.
 */
export async function editFixtureSite(edit: (yaml: string) => string): Promise<void> {
  const config = parseSiteConfig(editedYaml(edit)).value;
  const actual = (await import('virtual:effectie/site')).default;
  vi.resetModules();
  vi.doMock('virtual:effectie/site', () => ({ default: { ...actual, config } }));
}
