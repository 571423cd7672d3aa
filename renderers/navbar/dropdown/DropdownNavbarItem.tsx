import type { DropdownEntryConfig } from '../../../registry/navbar-item-schemas';
import type { DropdownItem } from '../../../schema/navbar-items/dropdown-item';
import { DropdownEntryList, navbarItemRenderer, useHasActiveEntry, type NavbarItemProps } from '../../../src/client';
import { DesktopDropdown } from '../shared/DesktopDropdown';
import { MobileDropdown } from '../shared/MobileDropdown';

type Item = DropdownItem<DropdownEntryConfig>;

function DropdownNavbarItem({ item }: NavbarItemProps<Item>) {
  const active = useHasActiveEntry(item.items);
  return (
    <DesktopDropdown
      label={item.label}
      to={item.to}
      className={item.className}
      active={!item.dropdownActiveClassDisabled && active}
    >
      <DropdownEntryList entries={item.items} placement="dropdown" />
    </DesktopDropdown>
  );
}

function DropdownInMobileMenu({ item }: NavbarItemProps<Item>) {
  return (
    <MobileDropdown label={item.label} active={useHasActiveEntry(item.items)}>
      <DropdownEntryList entries={item.items} placement="mobile" />
    </MobileDropdown>
  );
}

export const dropdownNavbarItem = navbarItemRenderer<Item>({
  Desktop: DropdownNavbarItem,
  Mobile: DropdownInMobileMenu,
});
