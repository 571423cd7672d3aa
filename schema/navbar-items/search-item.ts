import { z } from 'zod';
import { defineNavbarItemSchema } from './define';
import { navbarItemClassName, navbarItemPosition } from './fields';

const searchItemSchema = z
  .strictObject({ type: z.literal('search'), position: navbarItemPosition, className: navbarItemClassName })
  .describe('The search button. Without one, the search box sits at the right end of the navbar.');

export type SearchItem = z.output<typeof searchItemSchema>;

export const searchItem = defineNavbarItemSchema({ type: 'search', schema: searchItemSchema });
