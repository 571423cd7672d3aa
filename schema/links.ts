import { z } from 'zod';
import { isRootRelativePath, isSitePath, linkKind } from '../src/shared/routes/link-kind';

/** The one message for a page address of the site, wherever site.yaml writes one. */
const SITE_PATH_RULE =
  'must be a path of the site, from its root, such as "/docs/" or "docs/" (not "./docs/" nor a URL)';
export const LINK_URL_RULE = 'must be an http(s) URL, a mailto: address or a path starting with "/"';

/**
 * A page of the site: client-side navigation, and the build checks that the page exists. As in
 * Docusaurus, "docs/" is the same page as "/docs/": the path starts from the site root either way.
 */
export const sitePath = z
  .string()
  .refine((value) => isSitePath(value) || isRootRelativePath(value), { error: SITE_PATH_RULE });

/**
 * An address loaded as a whole page: another site, a mail address, or a path of this site
 * outside its pages (a file of public/, such as Scaladoc under "/api/"), given the base URL.
 */
export const linkUrl = z.string().refine((value) => linkKind(value) !== undefined, { error: LINK_URL_RULE });

export const linkTarget = z
  .enum(['_blank', '_self', '_parent', '_top'])
  .optional()
  .describe('Where the link opens; "_blank" is a new tab, with rel="noopener noreferrer" added.');

/** CSS declarations as a mapping, such as `{ borderRadius: 4, maxHeight: 32px }`. */
export const cssStyle = z
  .record(
    z.string().regex(/^(?:--[\w-]+|[a-zA-Z][a-zA-Z-]*)$/, {
      error: 'must be a CSS property such as "maxHeight", "max-height" or "--my-var"',
    }),
    z.union([z.string(), z.number()]),
  )
  .optional()
  .describe(
    'CSS declarations: property (camelCase or kebab-case) to value; a bare number is in pixels where CSS needs a unit.',
  );

/** Attributes a site owner may set on a link of the navbar or a dropdown. */
export const linkAttributes = {
  target: linkTarget,
  rel: z
    .string()
    .regex(/^[a-z-]+(?: [a-z-]+)*$/, {
      error: 'must be link types separated by spaces, such as "me" or "nofollow sponsored"',
    })
    .optional()
    .describe('Link types of the rel attribute, such as "me" or "nofollow".'),
  'aria-label': z
    .string()
    .min(1)
    .optional()
    .describe('Accessible name of the link; with it, "label" may be left out (an icon-only link).'),
  title: z.string().min(1).optional().describe('Tooltip of the link.'),
};

/** Every href of an HTML snippet written in site.yaml (the link check sorts them out). */
export function htmlLinks(html: string): string[] {
  return [...html.matchAll(/href\s*=\s*["']([^"']*)["']/g)].map((match) => match[1]!);
}
