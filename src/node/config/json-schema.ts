import { z } from 'zod';
import { siteConfigSchema } from '../../../schema';

/**
 * The JSON Schema of site.yaml, for editors: it describes what a site owner writes (the input
 * side, before defaults), so every optional field stays optional. `schema` is the site's unless
 * a test gives one with more navbar item types.
 */
export function siteJsonSchema(schema: z.ZodType = siteConfigSchema): Record<string, unknown> {
  return {
    ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
    $id: 'https://effectie.kevinlee.io/site.schema.json',
    title: 'site.yaml of the effectie documentation site',
  };
}

export const JSON_SCHEMA_FILE = 'schema/site.schema.json';

export function serializeJsonSchema(): string {
  return `${JSON.stringify(siteJsonSchema(), null, 2)}\n`;
}
