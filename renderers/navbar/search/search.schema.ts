import { z } from 'zod';
import { navbarItemClassName, navbarItemPosition } from '../../../schema/navbar-items';

export const searchItemSchema = z
  .strictObject({ type: z.literal('search'), position: navbarItemPosition, className: navbarItemClassName })
  .describe('The search button. Without one, the search box sits at the right end of the navbar.');

export type SearchItem = z.output<typeof searchItemSchema>;
