import { describe, expect, it } from 'vitest';
import { navbarItemSchemas } from '../../../../registry/navbar-item-schemas';
import { checkReferences } from '../../../../src/node/config/check-references';
import { DOCS, parse, report } from './fixtures';

const check = (...lines: string[]) => {
  const parsed = parse(...lines);
  return report(parsed, checkReferences(parsed.value, DOCS, navbarItemSchemas));
};

describe('checkReferences', () => {
  it('accepts a configuration whose references all exist', () => {
    expect(
      check(
        'navbar:',
        '  items:',
        '    - { type: docSidebar, sidebarId: docsSidebar, label: Docs }',
        '    - { type: doc, docId: fx/construct }',
        '    - { type: docsVersion, version: v1 }',
        '    - { type: docsVersionDropdown, versions: [current, v1] }',
      ),
    ).toBe('no problems');
  });

  it('accepts a site.yaml without an i18n section: the site is then in English', () => {
    const parsed = parse();
    expect(parsed.value.i18n).toEqual({
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
    });
    expect(report(parsed, checkReferences(parsed.value, DOCS, navbarItemSchemas))).toBe('no problems');
  });

  it('takes the settings a locale leaves out from the locale, as Docusaurus does', () => {
    const parsed = parse(
      'i18n:',
      '  defaultLocale: fr',
      '  locales: [fr]',
      '  localeConfigs:',
      '    fr: { htmlLang: fr-FR }',
    );
    expect(parsed.value.i18n.localeConfigs.fr).toEqual({ label: 'Français', direction: 'ltr', htmlLang: 'fr-FR' });
    expect(parse('i18n:', '  defaultLocale: ar', '  locales: [ar]').value.i18n.localeConfigs.ar).toEqual({
      label: 'العربية',
      direction: 'rtl',
      htmlLang: 'ar',
    });
    expect(report(parsed, checkReferences(parsed.value, DOCS, navbarItemSchemas))).toBe('no problems');
  });

  it('refuses a second locale: the site builds no pages in it, so its links would lead nowhere', () => {
    expect(
      check(
        'i18n:',
        '  locales: [en, fr]',
        '  localeConfigs:',
        '    en: { label: English, htmlLang: en }',
        '    fr: { label: Français, htmlLang: fr }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:11:17 i18n.locales[1]: locale "fr" cannot be built: the site's pages exist in its default locale "en" only; remove "fr" from i18n.locales.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('reports a default locale that is not one of the locales', () => {
    expect(
      check(
        'i18n:',
        '  defaultLocale: de',
        '  locales: [en]',
        '  localeConfigs:',
        '    en: { label: English, htmlLang: en }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:11:18 i18n.defaultLocale: default locale "de" is not in i18n.locales.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('reports an unknown version in a version dropdown and lists the available ones', () => {
    expect(
      check('navbar:', '  items:', '    - type: docsVersionDropdown', '      versions: [current, v2, v1]'),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:13:27 navbar.items[0].versions[1]: unknown version "v2"; available versions: "current", "v1".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('reports an unknown version named by a relabelling mapping at its name, and lists the available ones', () => {
    expect(
      check(
        'navbar:',
        '  items:',
        '    - type: docsVersionDropdown',
        '      versions:',
        '        current: { label: Latest }',
        '        v2: { label: Two }',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:15:9 navbar.items[0].versions.v2: unknown version "v2"; available versions: "current", "v1".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('reports an unknown version of a docsVersion item, also inside a dropdown', () => {
    expect(
      check(
        'navbar:',
        '  items:',
        '    - type: docsVersion',
        '      version: v0',
        '    - type: dropdown',
        '      label: Older',
        '      items:',
        '        - type: docsVersion',
        '          version: v0.9',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:13:16 navbar.items[0].version: unknown version "v0"; available versions: "current", "v1".
        site.yaml:18:20 navbar.items[1].items[0].version: unknown version "v0.9"; available versions: "current", "v1".
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('reports a docSidebar item whose sidebar does not exist', () => {
    expect(
      check('navbar:', '  items:', '    - type: docSidebar', '      sidebarId: apiSidebar', '      label: API'),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:13:18 navbar.items[0].sidebarId: no sidebar "apiSidebar" in version "current"; available sidebars: "docsSidebar", "emptySidebar".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('reports a docSidebar item whose sidebar has no link', () => {
    expect(
      check('navbar:', '  items:', '    - type: docSidebar', '      sidebarId: emptySidebar', '      label: Empty'),
    ).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:13:18 navbar.items[0].sidebarId: sidebar "emptySidebar" has no link: it lists no doc, so this item cannot link anywhere.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('reports a doc item with an unknown doc id, on the bar and in dropdowns', () => {
    expect(
      check(
        'navbar:',
        '  items:',
        '    - type: doc',
        '      docId: fx/summon',
        '    - type: docsVersionDropdown',
        '      dropdownItemsBefore:',
        '        - type: doc',
        '          docId: changelog',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:13:14 navbar.items[0].docId: no doc with id "fx/summon" in version "current".
        site.yaml:17:18 navbar.items[1].dropdownItemsBefore[0].docId: no doc with id "changelog" in version "current".
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('looks up doc ids in the current version only', () => {
    // "fx" exists in v1 only: a version-less link would be broken on every current page.
    expect(check('navbar:', '  items:', '    - { type: doc, docId: fx }')).toContain(
      'no doc with id "fx" in version "current".',
    );
  });

  it('reports duplicate version names and paths', () => {
    expect(
      check(
        '    - name: current',
        '      label: Again',
        '      path: /docs/again',
        '      sidebar: docsSidebar',
        '    - name: v1',
        '      label: v1',
        '      path: /docs',
        '      sidebar: sidebar',
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:10:13 docs.versions[1].name: "current" is already the name of docs.versions[0].
        site.yaml:16:13 docs.versions[2].path: "/docs" is already the path of docs.versions[0].
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('reports two versions whose paths differ only by a trailing slash', () => {
    expect(
      check('    - name: next', '      label: Next', '      path: /docs/', '      sidebar: docsSidebar'),
    ).toContain('docs.versions[1].path: "/docs/" is already the path of docs.versions[0].');
  });

  it('reports a table of contents whose smallest level exceeds its largest', () => {
    expect(check('  tocMinLevel: 4', '  tocMaxLevel: 3')).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:10:16 docs.tocMinLevel: must not exceed docs.tocMaxLevel (3), got 4.
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('reports every rule that fails at once', () => {
    const parsed = parse(
      '  tocMinLevel: 5',
      'i18n:',
      '  locales: [en, fr]',
      '  localeConfigs: { en: { label: English, htmlLang: en } }',
      'navbar:',
      '  items:',
      '    - { type: doc, docId: nope }',
    );
    const problems = checkReferences(parsed.value, DOCS, navbarItemSchemas);
    expect(problems.map((problem) => problem.path.join('.'))).toEqual([
      'i18n.locales.1',
      'docs.tocMinLevel',
      'navbar.items.0.docId',
    ]);
  });
});
