import { defineNavbarItemType } from '../../../registry/navbar-item-type';
import { SearchNavbarItem } from './SearchNavbarItem';
import { searchItemSchema } from './search.schema';

export const searchItemType = defineNavbarItemType({
  type: 'search',
  schema: searchItemSchema,
  renderer: { Desktop: SearchNavbarItem },
});
