import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../schema/parse';
import { configError, MINIMAL_SITE_YAML, yamlLines } from './helpers';

/** MINIMAL_SITE_YAML ends inside its one docs version; these lines continue the docs section. */
const parse = (...lines: string[]) => parseSiteConfig(MINIMAL_SITE_YAML + yamlLines(...lines)).value;
const parseError = (...lines: string[]) => configError(() => parse(...lines)).message;

describe('docs options', () => {
  it('default to no sidebar button, no auto-collapse, the version kept in localStorage and every version indexed', () => {
    const { docs } = parse();
    expect(docs.sidebar).toEqual({ hideable: false, autoCollapseCategories: false });
    expect(docs.versionPersistence).toBe('localStorage');
    expect(docs.versions[0]!.noIndex).toBe(false);
  });

  it("takes the sidebar options, versionPersistence and a version's noIndex as written", () => {
    const { docs } = parse(
      '      noIndex: true',
      '  sidebar:',
      '    hideable: true',
      '    autoCollapseCategories: true',
      '  versionPersistence: none',
    );
    expect(docs.sidebar).toEqual({ hideable: true, autoCollapseCategories: true });
    expect(docs.versionPersistence).toBe('none');
    expect(docs.versions[0]!.noIndex).toBe(true);
  });

  it('refuses bad values with the path and the value', () => {
    expect(
      parseError(
        '      noIndex: "yes"',
        '  sidebar:',
        '    hideable: 1',
        '    autoCollapse: true',
        '  versionPersistence: sessionStorage',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 4 problems:
        site.yaml:10:16 docs.versions[0].noIndex: expected true or false, got "yes".
        site.yaml:12:15 docs.sidebar.hideable: expected true or false, got 1.
        site.yaml:13:5 docs.sidebar.autoCollapse: unknown key; check the spelling or remove it.
        site.yaml:14:23 docs.versionPersistence: expected "localStorage" or "none", got "sessionStorage".
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('holds release notes and archived docs to the rule of URL fields', () => {
    expect(
      parseError(
        '      releaseNotes: "javascript:alert(1)"',
        '  archived:',
        '    - label: v0',
        '      docs: old-docs/',
        '      releaseNotes: https://example.org/v0',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:10:21 docs.versions[0].releaseNotes: must be an http(s) URL, a mailto: address or a path starting with "/", got "javascript:alert(1)".
        site.yaml:13:13 docs.archived[0].docs: must be an http(s) URL, a mailto: address or a path starting with "/", got "old-docs/".
      Fix them in site.yaml; nothing was built from it."
    `);
  });
});
