import { z } from 'zod';
import { logoSchema } from './logo';

/**
 * The navbar. Its items are a union of every registered item type, so the schema is built
 * from the registry rather than written out here.
 */
export function createNavbarSchema<Item extends z.ZodType>(item: Item) {
  return z.strictObject({
    title: z.string().optional().describe('Text next to the logo; the site title by default.'),
    logo: logoSchema.optional(),
    hideOnScroll: z.boolean().default(false).describe('Hide the navbar while scrolling down.'),
    style: z
      .enum(['dark', 'primary'])
      .optional()
      .describe('A fixed colour scheme; follows the colour mode when absent.'),
    items: z.array(item).default([]).describe('Links and menus of the navbar, in order.'),
  });
}
