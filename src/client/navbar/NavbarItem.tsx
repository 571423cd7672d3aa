import type { NavbarItemComponent } from '../../../registry/navbar-item-type';
import type { DropdownEntryConfig, NavbarItemConfig } from '../../../registry/navbar-item-types';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { useNavbarItemRegistry } from './navbar-item-registry';

/** Where an item of the navbar renders: on the bar, or in the mobile menu. */
export type NavbarItemPlacement = 'desktop' | 'mobile';
/** Where an entry of a menu renders: in its dropdown on the bar, or in the mobile menu. */
type DropdownEntryPlacement = 'dropdown' | 'mobile';

export class NavbarItemRenderError extends Error {
  constructor(item: unknown, cause: unknown) {
    super(`A navbar item failed to render. Check this item of navbar.items in site.yaml:\n${JSON.stringify(item, null, 2)}`, { cause });
    this.name = 'NavbarItemRenderError';
  }
}

/** Renders an item with a component of its type, its configuration attached to what the component throws. */
function Rendered<Item>({ item, Component }: { item: Item; Component: NavbarItemComponent<Item> }) {
  return (
    <ErrorBoundary
      fallback={(error) => {
        // Rethrown with the item's configuration, so the crash screen tells which item to fix.
        throw new NavbarItemRenderError(item, error);
      }}
    >
      <Component item={item} />
    </ErrorBoundary>
  );
}

/** Renders one navbar item with the components registered for its type. */
export function NavbarItem({ item, placement }: { item: NavbarItemConfig; placement: NavbarItemPlacement }) {
  const { renderer } = useNavbarItemRegistry().typeOf(item);
  return <Rendered item={item} Component={placement === 'mobile' ? renderer.Mobile : renderer.Desktop} />;
}

/** Renders one entry of a menu with the components registered for its type. */
export function DropdownEntry({ entry, placement }: { entry: DropdownEntryConfig; placement: DropdownEntryPlacement }) {
  const { renderer } = useNavbarItemRegistry().typeOf(entry);
  return <Rendered item={entry} Component={placement === 'mobile' ? renderer.Mobile : renderer.InDropdown} />;
}

export function NavbarItemList({ items, placement }: { items: readonly NavbarItemConfig[]; placement: NavbarItemPlacement }) {
  return (
    <>
      {items.map((item, index) => (
        <NavbarItem key={index} item={item} placement={placement} />
      ))}
    </>
  );
}

export function DropdownEntryList({ entries, placement }: { entries: readonly DropdownEntryConfig[]; placement: DropdownEntryPlacement }) {
  return (
    <>
      {entries.map((entry, index) => (
        <DropdownEntry key={index} entry={entry} placement={placement} />
      ))}
    </>
  );
}
