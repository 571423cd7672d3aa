import { z } from 'zod';
import { linkAttributes, sitePath } from '../links';
import { isRegularExpression } from '../regular-expression';

/**
 * The fields and rules several navbar item types share. Each type's schema is a module of this
 * folder; registry/navbar-item-schemas.ts keys them by type name.
 */

export const navbarItemPosition = z
  .enum(['left', 'right'])
  .default('left')
  .describe('Side of the navbar. An item without a position sits on the left, as in Docusaurus.');
export const navbarItemClassName = z.string().optional().describe('Extra CSS class on the item.');

/** An item that may show HTML in place of its label shows one or the other. */
export function checkLabelAndHtml<Item extends { label?: string | undefined; html?: string | undefined }>(
  item: Item,
  context: z.core.$RefinementCtx<Item>,
) {
  if (item.label !== undefined && item.html !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['html'],
      input: item.html,
      message: 'replaces the label, so "label" and "html" cannot both be given; keep one',
    });
  }
}

/**
 * When a link of the navbar is marked as the page being read, as Docusaurus's NavbarNavLink takes
 * them: a regular expression wins over a base path, and either replaces the item's own rule.
 */
export const activeRuleFields = {
  activeBasePath: sitePath.optional().describe('The link is active on every path under this one.'),
  activeBaseRegex: z
    .string()
    .refine(isRegularExpression, { error: 'is not a valid regular expression' })
    .optional()
    .describe('The link is active on every path this matches (a JavaScript regular expression).'),
};

/** Fields of the items that link to a doc. */
export const docFields = {
  label: z.string().min(1).optional().describe("Text of the link; the doc's sidebar label by default."),
  docsPluginId: z.string().min(1).default('default'),
  ...linkAttributes,
  ...activeRuleFields,
  className: navbarItemClassName,
};

export const dropdownActiveClassDisabled = z
  .boolean()
  .default(false)
  .describe("Do not mark the dropdown's button as active when one of its entries is the page being read.");
