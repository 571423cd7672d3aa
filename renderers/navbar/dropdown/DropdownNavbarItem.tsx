import { useLocation } from 'wouter';
import type { NavbarItemProps } from '../../../registry/navbar-item-type';
import { DropdownEntryList } from '../../../src/client/navbar/NavbarItem';
import { docsMetadata } from '../../../src/client/site-data';
import { DesktopDropdown } from '../shared/DesktopDropdown';
import { MobileDropdown } from '../shared/MobileDropdown';
import { hasActiveChild } from '../shared/dropdown-active';
import type { DropdownItem } from './dropdown.schema';

export function DropdownNavbarItem({ item }: NavbarItemProps<DropdownItem>) {
  const [location] = useLocation();
  return (
    <DesktopDropdown
      label={item.label}
      to={item.to}
      className={item.className}
      active={!item.dropdownActiveClassDisabled && hasActiveChild(item.items, location, docsMetadata)}
    >
      <DropdownEntryList entries={item.items} placement="dropdown" />
    </DesktopDropdown>
  );
}

export function DropdownInMobileMenu({ item }: NavbarItemProps<DropdownItem>) {
  const [location] = useLocation();
  return (
    <MobileDropdown label={item.label} active={hasActiveChild(item.items, location, docsMetadata)}>
      <DropdownEntryList entries={item.items} placement="mobile" />
    </MobileDropdown>
  );
}
