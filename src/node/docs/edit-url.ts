import type { EDIT_URL_PLACEHOLDERS } from '../../../schema/edit-url';

type EditUrlValues = Record<keyof typeof EDIT_URL_PLACEHOLDERS, string>;

/** A page's "Edit this page" URL: the schema has checked that every placeholder is known. */
export function fillEditUrl(template: string, values: EditUrlValues): string {
  return template.replace(/\{(file|path|version)\}/g, (_, name: keyof EditUrlValues) =>
    values[name].split('/').map(encodeURIComponent).join('/'),
  );
}
