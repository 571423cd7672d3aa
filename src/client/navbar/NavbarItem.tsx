import type { NavbarItemConfig } from '../../../schema';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { useNavbarItemRegistry } from './navbar-item-registry';

export type NavbarItemPlacement = 'desktop' | 'mobile' | 'dropdown';

/** An item of the bar, or an entry of a dropdown (which has no position of its own). */
export interface RenderableNavbarItem {
  type: string;
  position?: NavbarItemConfig['position'];
  [field: string]: unknown;
}

export class NavbarItemRenderError extends Error {
  constructor(item: unknown, cause: unknown) {
    super(`A navbar item failed to render. Check this item of navbar.items in site.yaml:\n${JSON.stringify(item, null, 2)}`, { cause });
    this.name = 'NavbarItemRenderError';
  }
}

/** Renders one navbar item with the component registered for its type. */
export function NavbarItem({ item, placement }: { item: RenderableNavbarItem; placement: NavbarItemPlacement }) {
  const renderer = useNavbarItemRegistry().resolve(item.type);
  const Component =
    placement === 'mobile' ? (renderer.Mobile ?? renderer.Desktop) : placement === 'dropdown' ? (renderer.InDropdown ?? renderer.Desktop) : renderer.Desktop;
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

export function NavbarItemList({ items, placement }: { items: readonly RenderableNavbarItem[]; placement: NavbarItemPlacement }) {
  return (
    <>
      {items.map((item, index) => (
        <NavbarItem key={index} item={item} placement={placement} />
      ))}
    </>
  );
}
