import { z } from 'zod';

/** The media type of each image format a favicon may be, by file extension. */
const FAVICON_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const extensionOf = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();

/** The media type of a favicon, from its file's extension (which the schema has checked). */
export function faviconType(path: string): string {
  const type = FAVICON_TYPES[extensionOf(path) ?? ''];
  if (type === undefined) throw new Error(`"${path}" is not a favicon site.yaml accepts.`);
  return type;
}

export const faviconSchema = z
  .string()
  .min(1)
  .refine((path) => FAVICON_TYPES[extensionOf(path) ?? ''] !== undefined, {
    error: `must be an image file whose name ends in ${Object.keys(FAVICON_TYPES)
      .map((extension) => `.${extension}`)
      .join(', ')
      .replace(/, ([^,]+)$/, ' or $1')}`,
  })
  .describe(
    'Path of the favicon, relative to public/: an SVG, PNG, ICO, JPEG, GIF or WebP file; its type is taken from its extension.',
  );
