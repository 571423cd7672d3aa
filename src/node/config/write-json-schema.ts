import { writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSON_SCHEMA_FILE, serializeJsonSchema } from './json-schema';

// Run after changing a schema: `npm run schema:json`. A test fails while the file is stale.
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
await writeFile(join(projectRoot, JSON_SCHEMA_FILE), serializeJsonSchema());
console.log(`Wrote ${JSON_SCHEMA_FILE}.`);
