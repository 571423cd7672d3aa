import { useLocation } from 'wouter';
import type { DropdownItem } from '../../../registry/navbar-item-specs';
import { NavbarItemList } from '../../../src/client/navbar/NavbarItem';
import { docsMetadata } from '../../../src/client/site-data';
import { DesktopDropdown } from '../shared/DesktopDropdown';
import { MobileDropdown } from '../shared/MobileDropdown';
import { hasActiveChild } from '../shared/dropdown-active';
import type { NavbarItemProps, NavbarItemRenderer } from '../shared/types';

type Item = Omit<DropdownItem, 'position'>;

function Desktop({ item }: NavbarItemProps<Item>) {
  const [location] = useLocation();
  return (
    <DesktopDropdown
      label={item.label}
      to={item.to}
      className={item.className}
      active={!item.dropdownActiveClassDisabled && hasActiveChild(item.items, location, docsMetadata)}
    >
      <NavbarItemList items={item.items} placement="dropdown" />
    </DesktopDropdown>
  );
}

function Mobile({ item }: NavbarItemProps<Item>) {
  const [location] = useLocation();
  return (
    <MobileDropdown label={item.label} active={hasActiveChild(item.items, location, docsMetadata)}>
      <NavbarItemList items={item.items} placement="mobile" />
    </MobileDropdown>
  );
}

export const dropdownNavbarItem: NavbarItemRenderer<Item> = { Desktop, Mobile };
