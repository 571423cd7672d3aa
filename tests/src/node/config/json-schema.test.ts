import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMA_FILE, serializeJsonSchema, siteJsonSchema } from '../../../../src/node/config/json-schema';

const root = join(__dirname, '../../../..');

describe('the JSON Schema editors read for site.yaml', () => {
  it('is committed up to date with the zod schemas (run `npm run schema:json` after a change)', () => {
    expect(readFileSync(join(root, JSON_SCHEMA_FILE), 'utf8')).toBe(serializeJsonSchema());
  });

  it('is the schema site.yaml points its editor at', () => {
    const firstLine = readFileSync(join(root, 'site.yaml'), 'utf8').split('\n')[0];
    expect(firstLine).toBe('# yaml-language-server: $schema=./schema/site.schema.json');
  });

  it('offers every navbar item type, and the position choices, to autocomplete', () => {
    const text = JSON.stringify(siteJsonSchema());
    for (const type of ['link', 'dropdown', 'localeDropdown', 'search', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'html']) {
      expect(text).toContain(`"const":"${type}"`);
    }
    expect(text).toContain('"enum":["left","right"]');
  });
});
