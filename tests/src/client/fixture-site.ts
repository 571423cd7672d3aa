import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSiteConfig } from '../../../schema/parse';
import { browserSiteConfig } from '../../../src/node/page-data/page-site-data';
import { dataFiles } from 'virtual:effectie-test/page';
import type { VersionContents } from '../../../src/shared/docs-metadata';
import { pageDataFile, pageDataUrl, SITE_DATA_ELEMENT_ID, type PageSiteData } from '../../../src/shared/page-data';
import { pageSiteDataJson } from '../../../src/shared/page-data-json';
import { activeVersion, latestVersion } from '../../../src/shared/versions';
import { createSiteStore } from '../../../src/client/site/site-atoms';
import { networkDataSource } from '../../../src/client/site/network-data-source';
import { readPageSiteData } from '../../../src/client/site/read-page-data';
import { FIXTURE_SITE } from '../../fixtures/site-root';

function editedYaml(edit: (yaml: string) => string): string {
  const yaml = readFileSync(join(FIXTURE_SITE, 'site.yaml'), 'utf8');
  const edited = edit(yaml);
  if (edited === yaml) throw new Error('the edit changed nothing in the fixture site.yaml');
  return edited;
}

/**
 * The site data a page of the fixture site carries (renderInApp's `site` option), with its
 * site.yaml edited: the options a test is about come from YAML, through the schema, as on a real
 * build. The docs are the fixture site's.
 */
export function fixtureSiteData(edit: (yaml: string) => string): PageSiteData {
  return { ...readPageSiteData(document), config: browserSiteConfig(parseSiteConfig(editedYaml(edit)).value) };
}

/**
 * Makes the page's site data, which the whole app and its page-wide state start from, the fixture
 * site with its site.yaml edited: the page's JSON block is rewritten, as the build would write it.
 */
export function editFixtureSite(edit: (yaml: string) => string): void {
  const data = fixtureSiteData(edit);
  document.getElementById(SITE_DATA_ELEMENT_ID)!.textContent = pageSiteDataJson(data);
}

/**
 * The site data the build writes into the fixture site's page at `path`: the page's own version
 * is the one the path lies in, else the current one, and on a page of another version the current
 * one comes too (their contents from the versions' data files).
 */
export function fixtureSiteDataAt(path: string, data: PageSiteData = readPageSiteData(document)): PageSiteData {
  const latest = latestVersion(data);
  const own = activeVersion(data, path) ?? latest;
  const contents = (name: string) => ({
    name,
    ...(JSON.parse(dataFiles[pageDataUrl(data.config.baseUrl, pageDataFile.version(name))]!) as VersionContents),
  });
  const { latest: _latest, ...shared } = data;
  return {
    ...shared,
    version: contents(own.name),
    ...(own.name === latest.name ? {} : { latest: contents(latest.name) }),
  };
}

/** A store for the page of the fixture site (or of `data`), as the app makes it. */
export function fixtureStore(data: PageSiteData = readPageSiteData(document)) {
  return createSiteStore({ data, source: networkDataSource(data.config.baseUrl) });
}
