import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMA_FILE, serializeJsonSchema, siteJsonSchema } from '../../../../src/node/config/json-schema';
import { navbarItemSchemas } from '../../../../registry/navbar-item-schemas';

const root = join(__dirname, '../../../..');

describe('the JSON Schema editors read for site.yaml', () => {
  it('is committed up to date with the zod schemas (run `npm run schema:json` after a change)', () => {
    expect(readFileSync(join(root, JSON_SCHEMA_FILE), 'utf8')).toBe(serializeJsonSchema());
  });

  it('offers every navbar item type, and the position choices, to autocomplete', () => {
    const text = JSON.stringify(siteJsonSchema());
    // A link's type may be left out or written "default", as in Docusaurus.
    for (const type of Object.keys(navbarItemSchemas).filter((name) => name !== 'link')) {
      expect(text).toContain(`"const":"${type}"`);
    }
    expect(text).toContain('"enum":["link","default"]');
    expect(text).toContain('"enum":["left","right"]');
  });

  it('documents the options carried over from Docusaurus, with their defaults', () => {
    interface Node {
      required?: string[];
      properties?: Record<string, Node>;
      items?: Node;
      oneOf?: Node[];
      anyOf?: Node[];
      const?: unknown;
      default?: unknown;
      description?: string;
      enum?: unknown[];
    }
    const schema = siteJsonSchema() as Node;
    const field = (node: Node | undefined, ...keys: string[]): Node =>
      keys.reduce<Node>((at, key) => at.properties?.[key] ?? {}, node ?? {});
    const itemOfType = (type: string) =>
      schema.properties!.navbar!.properties!.items!.items!.oneOf!.find(
        (item) => item.properties?.type?.const === type || item.properties?.type?.enum?.includes(type),
      );
    const described = (node: Node) => expect(node.description, JSON.stringify(node)).toMatch(/\w/);

    const docs = field(schema, 'docs');
    expect(field(docs, 'sidebar', 'hideable')).toMatchObject({ type: 'boolean', default: false });
    expect(field(docs, 'sidebar', 'autoCollapseCategories')).toMatchObject({ type: 'boolean', default: false });
    expect(field(docs, 'versionPersistence')).toMatchObject({
      enum: ['localStorage', 'none'],
      default: 'localStorage',
    });
    expect(field(docs.properties!.versions!.items, 'noIndex')).toMatchObject({ type: 'boolean', default: false });

    const link = itemOfType('link');
    for (const key of ['target', 'rel', 'aria-label', 'title', 'html', 'href', 'to']) described(field(link, key));
    expect(field(link, 'target').enum).toEqual(['_blank', '_self', '_parent', '_top']);
    // An editor does not ask for the type of a link or a dropdown, which Docusaurus does not either.
    expect(link?.required ?? []).not.toContain('type');
    expect(itemOfType('dropdown')?.required ?? []).not.toContain('type');
    for (const type of ['link', 'doc', 'docSidebar', 'docsVersion'])
      for (const key of ['activeBasePath', 'activeBaseRegex']) described(field(itemOfType(type), key));
    for (const type of ['dropdown', 'docsVersionDropdown'])
      expect(field(itemOfType(type), 'dropdownActiveClassDisabled')).toMatchObject({ type: 'boolean', default: false });
    described(field(itemOfType('docsVersionDropdown'), 'versions'));
    for (const logo of [field(schema, 'navbar', 'logo'), field(schema, 'footer', 'logo')]) {
      for (const key of ['href', 'target', 'className', 'style']) described(field(logo, key));
    }
    described(field(schema, 'footer', 'links'));
  });
});
