import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMA_FILE } from '../../src/node/config/json-schema';

const root = join(__dirname, '../..');

describe("effectie's site.yaml", () => {
  it('points its editor at the JSON Schema of site.yaml', () => {
    const firstLine = readFileSync(join(root, 'site.yaml'), 'utf8').split('\n')[0];
    expect(firstLine).toBe(`# yaml-language-server: $schema=./${JSON_SCHEMA_FILE}`);
  });
});
