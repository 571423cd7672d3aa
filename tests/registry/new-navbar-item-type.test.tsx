// @vitest-environment jsdom
import { posix } from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { navbarItemComponents } from '../../registry/navbar-item-components';
import { navbarItemSchemas, nonDropdownNavbarItemSchemas } from '../../registry/navbar-item-schemas';
import { createSiteConfigSchema } from '../../schema';
import { defineNavbarItemSchemaMap, type ItemOfMap } from '../../schema/navbar-items/define';
import { withDropdowns } from '../../schema/navbar-items/dropdowns';
import { parseSiteConfig } from '../../schema/parse';
import { siteJsonSchema } from '../../src/node/config/json-schema';
import { NavbarItemList } from '../../src/client/navbar/NavbarItem';
import { clockItem, type ClockItem } from '../fixtures/navbar-item-types/clock-item';
import { clockNavbarItem } from '../fixtures/navbar-item-types/ClockNavbarItem';
import { configError, MINIMAL_SITE_YAML, yamlLines } from '../schema/helpers';
import { renderInApp } from '../src/client/render';
import { repositoryFile, typeErrorsWith, type CompilerError } from './type-errors';

/*
 * guides/navbar-item-types.md, followed step by step in its order. The code the guide shows is
 * compiled in the place the guide gives it, in memory; the clock of tests/fixtures/navbar-item-types/
 * is that code, but for its imports, and shows what the type does once registered.
 */
const GUIDE = repositoryFile('guides/navbar-item-types.md');

interface Block {
  language: string;
  code: string;
}

const between = (text: string, start: string, end: string) => {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`The guide has no "${start}" followed by "${end}".`);
  return text.slice(from + start.length, to);
};
const blocksOf = (text: string): Block[] =>
  [...text.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map(([, language, code]) => ({
    language: language!,
    code: code!,
  }));
const spansOf = (text: string) =>
  [...text.replace(/^```[\s\S]*?^```$/gm, '').matchAll(/`([^`\n]+)`/g)].map(([, span]) => span!);

/** The numbered steps of "A clock, step by step", unindented: their prose and their code. */
const STEPS = between(GUIDE, '## A clock, step by step\n', '\nNames follow the type')
  .split(/^\d+\. /m)
  .slice(1)
  .map((step) => {
    const text = step.replace(/^ {3}/gm, '').trim();
    return { text, blocks: blocksOf(text), spans: spansOf(text) };
  });
const LINK_TYPE = between(GUIDE, '**A type that is one link**', '**Tests to add**');

/** The one code span of a step that `pattern` matches. */
const spanOf = (step: (typeof STEPS)[number], pattern: RegExp) => {
  const found = step.spans.filter((span) => pattern.test(span));
  expect(found, `one span of "${step.text.slice(0, 40)}..." matching ${pattern}`).toHaveLength(1);
  return found[0]!;
};

/** A map's module with an import and an entry added, the entry just before `before`. */
function withEntry(text: string, importLine: string, entry: string, before: RegExp): string {
  const lines = text.split('\n');
  const lastImport = lines.findLastIndex((line) => line.startsWith('import '));
  const at = lines.findIndex((line, index) => index > lastImport && before.test(line));
  expect(at, `a line matching ${before}`).toBeGreaterThan(lastImport);
  return [
    ...lines.slice(0, lastImport + 1),
    importLine,
    ...lines.slice(lastImport + 1, at),
    `  ${entry}`,
    ...lines.slice(at),
  ].join('\n');
}

/** Where the entries of nonDropdownNavbarItemSchemas end. */
const END_OF_SCHEMAS = /^\}\);$/;
/** Step 4's place: before `dropdown`. */
const BEFORE_DROPDOWN = /^ {2}dropdown: /;

const SCHEMAS_MAP = 'registry/navbar-item-schemas.ts';
const COMPONENTS_MAP = 'registry/navbar-item-components.ts';

/** The compiler's errors in the two maps and the new modules when the maps read as given. */
const errorsOf = (files: Readonly<Record<string, string>>, schemas: string, components: string) =>
  typeErrorsWith({ ...files, [SCHEMAS_MAP]: schemas, [COMPONENTS_MAP]: components }, [
    SCHEMAS_MAP,
    COMPONENTS_MAP,
    ...Object.keys(files),
  ]);

describe('guides/navbar-item-types.md, step by step', () => {
  const [schemaStep, componentsStep, schemasMapStep, componentsMapStep, cssStep, useStep] = STEPS;
  const files: Record<string, string> = {};
  const errors: Record<string, CompilerError[]> = {};
  let afterStep3 = '';
  let afterStep4 = '';
  const misspelt = (text: string, entry: string) => text.replace(`  ${entry}`, `  ${entry.replace('clock', 'clok')}`);

  it('has six steps: the schema, the components, each map, the styles and site.yaml', () => {
    expect(STEPS.map(({ text }) => text.split(/[,:]/)[0])).toEqual([
      'The schema',
      'The components',
      'In `registry/navbar-item-schemas.ts`',
      'There',
      'Its styles go in `src/client/styles/chrome.css`',
      '`npm run schema',
    ]);
  });

  it("1. the schema module, schema/navbar-items/clock-item.ts, is the fixture's", () => {
    expect(schemaStep!.text).toMatch(/^The schema, `schema\/navbar-items\/clock-item\.ts`:/);
    expect(schemaStep!.blocks.map(({ language }) => language)).toEqual(['ts']);
    files['schema/navbar-items/clock-item.ts'] = schemaStep!.blocks[0]!.code;
    expect(asIn('schema/navbar-items/clock-item.ts', files['schema/navbar-items/clock-item.ts'])).toBe(
      asIn(
        'tests/fixtures/navbar-item-types/clock-item.ts',
        repositoryFile('tests/fixtures/navbar-item-types/clock-item.ts'),
      ),
    );
  });

  it("2. the components module, renderers/navbar/clock/ClockNavbarItem.tsx, is the fixture's", () => {
    expect(componentsStep!.text).toMatch(/^The components, `renderers\/navbar\/clock\/ClockNavbarItem\.tsx`\./);
    expect(componentsStep!.blocks.map(({ language }) => language)).toEqual(['tsx']);
    files['renderers/navbar/clock/ClockNavbarItem.tsx'] = componentsStep!.blocks[0]!.code;
    expect(
      asIn('renderers/navbar/clock/ClockNavbarItem.tsx', files['renderers/navbar/clock/ClockNavbarItem.tsx']),
    ).toBe(
      asIn(
        'tests/fixtures/navbar-item-types/ClockNavbarItem.tsx',
        repositoryFile('tests/fixtures/navbar-item-types/ClockNavbarItem.tsx'),
      ),
    );
  });

  it('3. an import and an entry in the schemas map', () => {
    expect(schemasMapStep!.text).toMatch(
      /^In `registry\/navbar-item-schemas\.ts`, an import and an entry in `nonDropdownNavbarItemSchemas`/,
    );
    afterStep3 = withEntry(
      repositoryFile(SCHEMAS_MAP),
      spanOf(schemasMapStep!, /^import /),
      spanOf(schemasMapStep!, /^\w+: \w+,$/),
      END_OF_SCHEMAS,
    );
    expect(afterStep3).toMatch(
      /nonDropdownNavbarItemSchemas = defineNavbarItemSchemaMap\(\{[^}]*clock: clockItem,\n\}\);/,
    );
  });

  it('4. an import and an entry in the components map, before dropdown', () => {
    expect(componentsMapStep!.text).toMatch(/^There, an import and an entry too:/);
    expect(componentsMapStep!.text).toContain('placed **before `dropdown`**');
    afterStep4 = withEntry(
      repositoryFile(COMPONENTS_MAP),
      spanOf(componentsMapStep!, /^import /),
      spanOf(componentsMapStep!, /^\w+: \w+,$/),
      BEFORE_DROPDOWN,
    );
  });

  it("5. styles in chrome.css, beside the navbar's, for the classes it does not style", () => {
    expect(cssStep!.text).toMatch(/^Its styles go in `src\/client\/styles\/chrome\.css`, beside the navbar's/);
    const styled = (css: string) =>
      new Set(
        [...css.matchAll(/([^{};]+)\{/g)].flatMap(([, selector]) =>
          [...selector!.matchAll(/\.([a-z_][\w-]*)/gi)].map(([, name]) => name!),
        ),
      );
    const chrome = styled(repositoryFile('src/client/styles/chrome.css'));
    const navbars = cssStep!.spans.filter((span) => span.startsWith('.')).map((span) => span.slice(1));
    const marks = cssStep!.spans.filter((span) => /^[a-z]+-item$/.test(span));
    expect([navbars.length, marks.length]).toEqual([3, 2]);
    for (const name of navbars) expect(chrome, `.${name} is styled there`).toContain(name);
    for (const name of marks) expect(chrome, `${name} has no style`).not.toContain(name);
    // Every class the clock's components use is a mark, a style of chrome.css or one the step adds.
    const added = styled(cssStep!.blocks.find(({ language }) => language === 'css')!.code);
    for (const name of added) expect(chrome, `.${name} is the example's own`).not.toContain(name);
    const used = [...componentsStep!.blocks[0]!.code.matchAll(/className="([^"]+)"/g)].flatMap(([, names]) =>
      names!.split(' '),
    );
    expect(used.filter((name) => !marks.includes(name) && !chrome.has(name) && !added.has(name))).toEqual([]);
    expect([...added].filter((name) => !used.includes(name))).toEqual([]);
  });

  it('6. site.yaml uses it, on the bar', () => {
    expect(useStep!.text).toMatch(/^`npm run schema:json`, so that editors know the new type/);
    const yaml = useStep!.blocks.find(({ language }) => language === 'yaml')!.code;
    expect(parseSiteConfig(MINIMAL_SITE_YAML + yaml, 'site.yaml', schema).value.navbar.items).toEqual([
      { type: 'clock', position: 'left', timeZone: 'Europe/Paris' },
    ]);
  });

  it('names follow the type, for the clock as for every type of the site', () => {
    expect(GUIDE).toContain(
      'Names follow the type: `docSidebar` is `schema/navbar-items/doc-sidebar-item.ts` exporting\n`docSidebarItem`, and `renderers/navbar/doc-sidebar/DocSidebarNavbarItem.tsx` exporting\n`docSidebarNavbarItem`.',
    );
    const kebab = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const pascal = (type: string) => type[0]!.toUpperCase() + type.slice(1);
    const modulesOf = (type: string) => ({
      [`schema/navbar-items/${kebab(type)}-item.ts`]: `export const ${type}Item = `,
      [`renderers/navbar/${kebab(type)}/${pascal(type)}NavbarItem.tsx`]: `export const ${type}NavbarItem = `,
    });
    for (const [path, declaration] of Object.entries(modulesOf('clock')))
      expect(files[path], path).toContain(declaration);
    for (const type of Object.keys(navbarItemSchemas)) {
      for (const [path, declaration] of Object.entries(modulesOf(type)))
        expect(repositoryFile(path), path).toContain(declaration);
    }
  });

  it('a type that is one link: its schema, and its components in a few lines from linkItemRenderer', () => {
    const [schemaBlock, componentsBlock] = blocksOf(LINK_TYPE);
    expect(LINK_TYPE).toContain('is its schema, `schema/navbar-items/repository-item.ts`:\n\n```ts');
    expect(LINK_TYPE).toContain('and these lines, `renderers/navbar/repository/RepositoryNavbarItem.tsx`');
    files['schema/navbar-items/repository-item.ts'] = schemaBlock!.code;
    files['renderers/navbar/repository/RepositoryNavbarItem.tsx'] = componentsBlock!.code;
    expect(componentsBlock!.code.trim().split('\n').length).toBeLessThanOrEqual(8);
  });

  describe('the compiler, on the code of the steps', () => {
    beforeAll(() => {
      const step3Import = spanOf(schemasMapStep!, /^import /);
      const step3Entry = spanOf(schemasMapStep!, /^\w+: \w+,$/);
      const step4Entry = spanOf(componentsMapStep!, /^\w+: \w+,$/);
      const clock = Object.fromEntries(Object.entries(files).filter(([path]) => path.includes('clock')));
      // What a maintainer sees after each step and after each slip, one program each.
      errors['after-step-3'] = errorsOf(clock, afterStep3, repositoryFile(COMPONENTS_MAP));
      errors['schema-key-misspelt'] = errorsOf(clock, misspelt(afterStep3, step3Entry), afterStep4);
      errors['components-key-misspelt'] = errorsOf(clock, afterStep3, misspelt(afterStep4, step4Entry));
      errors['after-step-4-and-a-link'] = errorsOf(
        files,
        withEntry(
          afterStep3,
          step3Import.replaceAll('clock', 'repository'),
          'repository: repositoryItem,',
          END_OF_SCHEMAS,
        ),
        withEntry(
          afterStep4,
          "import { repositoryNavbarItem } from '../renderers/navbar/repository/RepositoryNavbarItem';",
          'repository: repositoryNavbarItem,',
          BEFORE_DROPDOWN,
        ),
      );
    }, 120_000);

    it('after step 3, fails at the components map with the error the guide quotes, and no other', () => {
      const quoted = between(
        schemasMapStep!.text,
        '`npm run typecheck` now points at `registry/navbar-item-components.ts`:\n`',
        '`.',
      );
      const line =
        repositoryFile(COMPONENTS_MAP)
          .split('\n')
          .findIndex((text) => text.includes('MissingComponents<typeof navbarItemSchemas')) + 1;
      // The compiler quotes the sentence as a string type, its quotation marks escaped.
      expect(
        errors['after-step-3']!.map((error) => ({ ...error, message: error.message.replaceAll('\\"', '"') })),
      ).toEqual([{ file: COMPONENTS_MAP, line, message: expect.stringContaining(quoted) }]);
    });

    it('after step 4, and with the link type beside the clock, compiles', () => {
      expect(errors['after-step-4-and-a-link']).toEqual([]);
    });

    it('with the key misspelt in the schemas map, gives one error, at its line, naming it', () => {
      const line =
        misspelt(afterStep3, spanOf(schemasMapStep!, /^\w+: \w+,$/))
          .split('\n')
          .indexOf('  clok: clockItem,') + 1;
      expect(errors['schema-key-misspelt']).toEqual([
        {
          file: SCHEMAS_MAP,
          line,
          message: expect.stringContaining('"Key \\"clok\\" holds the schema of type \\"clock\\""'),
        },
      ]);
    });

    it('with the key misspelt in the components map, gives one error, at its line, naming it', () => {
      const line =
        misspelt(afterStep4, spanOf(componentsMapStep!, /^\w+: \w+,$/))
          .split('\n')
          .indexOf('  clok: clockNavbarItem,') + 1;
      expect(errors['components-key-misspelt']).toEqual([
        { file: COMPONENTS_MAP, line, message: expect.stringContaining("'clok'") },
      ]);
    });
  });
});

/** A module's text with its relative imports read from the repository root, and the fixture's paths as the guide's, in order. */
function asIn(path: string, text: string): string {
  const fixtures: Record<string, string> = {
    'tests/fixtures/navbar-item-types/clock-item': 'schema/navbar-items/clock-item',
  };
  const lines = text.trim().split('\n');
  const imports = lines
    .filter((line) => line.startsWith('import '))
    .map((line) =>
      line.replace(/from '(\.[^']+)'/, (_, specifier: string) => {
        const module = posix.join(posix.dirname(path), specifier);
        return `from '${fixtures[module] ?? module}'`;
      }),
    );
  return [...imports.sort(), ...lines.filter((line) => !line.startsWith('import '))].join('\n');
}

// The clock registered as the guide says, in copies of the maps built the same way: its entry
// among the non-dropdown types, its components before the dropdowns'.
const schemas = withDropdowns(defineNavbarItemSchemaMap({ ...nonDropdownNavbarItemSchemas, clock: clockItem }));
const componentEntries = Object.entries(navbarItemComponents);
const dropdownAt = componentEntries.findIndex(([type]) => type === 'dropdown');
const components = Object.fromEntries([
  ...componentEntries.slice(0, dropdownAt),
  ['clock', clockNavbarItem],
  ...componentEntries.slice(dropdownAt),
]) as typeof navbarItemComponents & { clock: typeof clockNavbarItem };
const schema = createSiteConfigSchema(schemas);

const siteYaml = (...items: string[]) => MINIMAL_SITE_YAML + yamlLines('navbar:', '  items:', ...items);
const CLOCK_ON_THE_BAR = siteYaml(
  '    - type: clock',
  '      timeZone: Europe/Paris',
  '    - { type: link, label: Versions, to: /versions }',
);
const CLOCK_IN_A_DROPDOWN = siteYaml(
  '    - type: dropdown',
  '      label: More',
  '      items:',
  '        - { type: clock, timeZone: Asia/Tokyo }',
);

/** Renders the items as the navbar does, with the components of the extended map. */
const renderNavbar = (items: ReadonlyArray<{ type: string }>, placement: 'desktop' | 'mobile' = 'desktop') =>
  renderInApp(
    <nav>
      <ul>
        <NavbarItemList items={items} placement={placement} />
      </ul>
    </nav>,
    { components },
  );

describe('a navbar item type registered as the guide says', () => {
  // 10:00 UTC, so noon in Paris and 7 PM in Tokyo whatever the machine's time zone.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2024-05-01T10:00:00Z'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('keeps the two maps in the same key order only when placed before the dropdowns', () => {
    expect(Object.keys(components)).toEqual(Object.keys(schemas));
    expect(Object.keys({ ...navbarItemComponents, clock: clockNavbarItem })).not.toEqual(Object.keys(schemas));
  });

  it('may be used in site.yaml: the item is parsed with its defaults, and typed as its schema gives it', () => {
    const { value } = parseSiteConfig(CLOCK_ON_THE_BAR, 'site.yaml', schema);
    expect(value.navbar.items).toEqual([
      { type: 'clock', position: 'left', timeZone: 'Europe/Paris' },
      { type: 'link', position: 'left', label: 'Versions', to: '/versions' },
    ]);
    expectTypeOf(value.navbar.items).items.toEqualTypeOf<ItemOfMap<typeof schemas>>();
    expectTypeOf<ClockItem>().toMatchTypeOf<ItemOfMap<typeof schemas>>();
    expect(parseSiteConfig(siteYaml('    - type: clock'), 'site.yaml', schema).value.navbar.items).toEqual([
      { type: 'clock', position: 'left', timeZone: 'UTC' },
    ]);
  });

  it('gets the friendly error, with line, column and path, for a bad field', () => {
    expect(
      configError(() =>
        parseSiteConfig(siteYaml('    - type: clock', '      timeZone: 2', '      hands: 3'), 'site.yaml', schema),
      ).message,
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:13:17 navbar.items[0].timeZone: expected a string, got 2.
        site.yaml:14:7 navbar.items[0].hands: unknown key; check the spelling or remove it.
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it("is unknown to the site's own maps, which say so in the words of every unknown type", () => {
    expect(configError(() => parseSiteConfig(CLOCK_ON_THE_BAR)).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:13 navbar.items[0].type: No NavbarItem component found for type "clock".
      Fix it in site.yaml; nothing was built from it."
    `);
    expect('clock' in navbarItemSchemas).toBe(false);
    expect(Object.keys(schemas).sort()).toEqual([...Object.keys(navbarItemSchemas), 'clock'].sort());
  });

  it('renders on the bar and in the mobile menu with its own components', () => {
    const { value } = parseSiteConfig(CLOCK_ON_THE_BAR, 'site.yaml', schema);
    const bar = renderNavbar(value.navbar.items);
    expect(bar.container.querySelector('time.navbar-item.navbar-clock')!.textContent).toBe('12:00 PM');
    expect(screen.getByRole('link', { name: 'Versions' })).toBeTruthy();
    bar.unmount();
    const menu = renderNavbar(value.navbar.items, 'mobile');
    expect(menu.container.querySelector('li.menu-item > time.menu-link.navbar-clock')!.textContent).toBe('12:00 PM');
  });

  it('may stand in a dropdown, since its schema gives a dropdown entry schema, and renders there', () => {
    const { value } = parseSiteConfig(CLOCK_IN_A_DROPDOWN, 'site.yaml', schema);
    expect(value.navbar.items[0]).toMatchObject({
      type: 'dropdown',
      items: [{ type: 'clock', timeZone: 'Asia/Tokyo' }],
    });
    renderNavbar(value.navbar.items);
    const menu = document.getElementById(screen.getByRole('button', { name: 'More' }).getAttribute('aria-controls')!)!;
    expect(within(menu).getByText('7:00 PM').closest('li.menu-item')).not.toBeNull();
  });

  it('appears in the JSON Schema editors read, on the bar and in dropdowns, with its descriptions', () => {
    const text = JSON.stringify(siteJsonSchema(schema));
    const clocks = text.match(/"const":"clock"/g) ?? [];
    // navbar.items, and every list of entries of every dropdown type.
    const entryLists = Object.values(schemas).reduce((count, type) => count + type.entryLists.length, 0);
    expect(entryLists).toBeGreaterThan(0);
    expect(clocks).toHaveLength(1 + entryLists);
    expect(text).toContain('IANA time zone to show, such as \\"Europe/Paris\\".');
    expect(JSON.stringify(siteJsonSchema())).not.toContain('"const":"clock"');
  });
});
