import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../schema/parse';
import { configError, MINIMAL_SITE_YAML, yamlLines } from './helpers';

/** MINIMAL_SITE_YAML's docs section with the given lines added to it. */
const withDocs = (...lines: string[]) => MINIMAL_SITE_YAML + yamlLines(...lines.map((line) => `  ${line}`));

describe('docs.editUrl and docs.lastUpdated', () => {
  it('shows the date and no edit link when neither is set', () => {
    const { docs } = parseSiteConfig(MINIMAL_SITE_YAML).value;
    expect(docs.editUrl).toBeUndefined();
    expect(docs.lastUpdated).toBe(true);
  });

  it('takes an edit URL template as written, and lastUpdated: false', () => {
    const { docs } = parseSiteConfig(
      withDocs('editUrl: https://github.com/owner/site/edit/main/{file}', 'lastUpdated: false'),
    ).value;
    expect(docs).toMatchObject({ editUrl: 'https://github.com/owner/site/edit/main/{file}', lastUpdated: false });
  });

  it('refuses an edit URL that is not http(s), names an unknown placeholder, or names no page', () => {
    const messages = [
      'ftp://example.org/{file}',
      'https://github.com/owner/site/edit/main/{filename}',
      'https://github.com/owner/site/edit/main/{version}/',
    ].map((template) => configError(() => parseSiteConfig(withDocs(`editUrl: "${template}"`))).message);
    expect(messages).toMatchInlineSnapshot(`
      [
        "site.yaml has 1 problem:
        site.yaml:10:12 docs.editUrl: must be an http(s) URL such as "https://github.com/owner/repo/edit/main/{file}", got "ftp://example.org/{file}".
      Fix it in site.yaml; nothing was built from it.",
        "site.yaml has 1 problem:
        site.yaml:10:12 docs.editUrl: names a placeholder that does not exist; use {file}, {path}, {version}, got "https://github.com/owner/site/edit/main/{filename}".
      Fix it in site.yaml; nothing was built from it.",
        "site.yaml has 1 problem:
        site.yaml:10:12 docs.editUrl: must contain {file} or {path}, or every page would link to the same place, got "https://github.com/owner/site/edit/main/{version}/".
      Fix it in site.yaml; nothing was built from it.",
      ]
    `);
  });

  it('refuses a lastUpdated that is not true or false', () => {
    expect(configError(() => parseSiteConfig(withDocs('lastUpdated: sometimes'))).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:10:16 docs.lastUpdated: expected true or false, got "sometimes".
      Fix it in site.yaml; nothing was built from it."
    `);
  });
});
