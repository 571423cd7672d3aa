import { useLocation } from 'wouter';
import { isActiveLink } from '../../shared/routes/is-active-link';
import { UnknownNavbarItemTypeError } from '../../shared/unknown-navbar-item-type';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { useDocsMetadata, type SiteDocs } from '../site/use-site-data';
import { useNavbarItemComponents, type AnyNavbarItemComponents } from './navbar-components-context';
import type { TaggedItem } from '../../shared/tagged-item';
import type { NavbarItemView, NavbarItemRenderer } from './navbar-item-renderer';

/** Where an item of the navbar renders: on the bar, or in the mobile menu. */
export type NavbarItemPlacement = 'desktop' | 'mobile';
/** Where an entry of a menu renders: in its dropdown on the bar, or in the mobile menu. */
type DropdownEntryPlacement = 'dropdown' | 'mobile';

export class NavbarItemRenderError extends Error {
  constructor(item: unknown, cause: unknown) {
    super(
      `A navbar item failed to render. Check this item of navbar.items in site.yaml:\n${JSON.stringify(item, null, 2)}`,
      { cause },
    );
    this.name = 'NavbarItemRenderError';
  }
}

function rendererOf(components: AnyNavbarItemComponents, item: TaggedItem): NavbarItemRenderer<TaggedItem, TaggedItem> {
  const renderer = components[item.type];
  if (renderer === undefined) throw new UnknownNavbarItemTypeError(item.type);
  // The map holds each type to its schema's items (registry/navbar-item-components.ts).
  return renderer as unknown as NavbarItemRenderer<TaggedItem, TaggedItem>;
}

/** Renders an item with a component of its type, its configuration attached to what the component throws. */
function Rendered({ item, Component }: { item: TaggedItem; Component: NavbarItemView<TaggedItem> }) {
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

/** Renders one navbar item with the components of its type. */
export function NavbarItem<Item extends TaggedItem>({
  item,
  placement,
}: {
  item: Item;
  placement: NavbarItemPlacement;
}) {
  const renderer = rendererOf(useNavbarItemComponents(), item);
  return <Rendered item={item} Component={placement === 'mobile' ? renderer.Mobile : renderer.Desktop} />;
}

/** Renders one entry of a dropdown with the components of its type. */
export function DropdownEntry<Entry extends TaggedItem>({
  entry,
  placement,
}: {
  entry: Entry;
  placement: DropdownEntryPlacement;
}) {
  const renderer = rendererOf(useNavbarItemComponents(), entry);
  return <Rendered item={entry} Component={placement === 'mobile' ? renderer.Mobile : renderer.InDropdown} />;
}

export function NavbarItemList<Item extends TaggedItem>({
  items,
  placement,
}: {
  items: readonly Item[];
  placement: NavbarItemPlacement;
}) {
  return (
    <>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: site.yaml's navbar items, which have no identity of their own and never reorder.
        <NavbarItem key={index} item={item} placement={placement} />
      ))}
    </>
  );
}

/** The entries of a dropdown, each rendered by its own type. */
export function DropdownEntryList<Entry extends TaggedItem>({
  entries,
  placement,
}: {
  entries: readonly Entry[];
  placement: DropdownEntryPlacement;
}) {
  return (
    <>
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: site.yaml's dropdown entries, which have no identity of their own and never reorder.
        <DropdownEntry key={index} entry={entry} placement={placement} />
      ))}
    </>
  );
}

/** An entry with a `to` leads to that page; one without leads nowhere in the docs. */
const linksHere = (entry: TaggedItem, pathname: string) =>
  'to' in entry && typeof entry.to === 'string' && isActiveLink({ to: entry.to }, pathname);

function isActiveEntry(
  components: AnyNavbarItemComponents,
  entry: TaggedItem,
  pathname: string,
  docs: SiteDocs,
): boolean {
  const { isActive } = rendererOf(components, entry);
  return isActive === undefined ? linksHere(entry, pathname) : isActive(entry, pathname, docs);
}

/** Whether one of a dropdown's entries leads to the page being read, each judged by its own type. */
export function useHasActiveEntry(entries: readonly TaggedItem[]): boolean {
  const [pathname] = useLocation();
  const components = useNavbarItemComponents();
  const docs = useDocsMetadata();
  return entries.some((entry) => isActiveEntry(components, entry, pathname, docs));
}
