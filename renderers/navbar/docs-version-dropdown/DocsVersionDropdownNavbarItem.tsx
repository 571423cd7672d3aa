import { useLocation } from 'wouter';
import type { DropdownEntryConfig } from '../../../registry/navbar-item-schemas';
import type { DocsVersionDropdownItem } from '../../../schema/navbar-items/docs-version-dropdown-item';
import {
  DropdownEntryList,
  Link,
  navbarItemRenderer,
  useContextualVersion,
  useDocsMetadata,
  useHasActiveEntry,
  useSetPreferredVersion,
  type NavbarItemProps,
} from '../../../src/client';
import clsx from '../../../src/shared/clsx';
import { activeVersion, listedVersions, versionSwitchTarget } from '../../../src/shared/versions';
import { DesktopDropdown } from '../shared/DesktopDropdown';
import { MobileDropdown } from '../shared/MobileDropdown';

type Item = DocsVersionDropdownItem<DropdownEntryConfig>;

function VersionLinks({ item, variant }: { item: Item; variant: 'dropdown' | 'mobile' }) {
  const [location] = useLocation();
  const docs = useDocsMetadata();
  const setPreferred = useSetPreferredVersion();
  const current = useContextualVersion();
  const linkClass = variant === 'dropdown' ? 'dropdown-link' : 'menu-link';
  return (
    <>
      <DropdownEntryList entries={item.dropdownItemsBefore} placement={variant} />
      {listedVersions(docs, item.versions).map(({ version, label }) => (
        <li key={version.name} className="menu-item">
          <Link
            to={versionSwitchTarget(docs, location, version)}
            className={clsx(linkClass, version.name === current.name && `${linkClass}--active`)}
            aria-current={version.name === current.name ? 'true' : undefined}
            onClick={() => setPreferred(version.name)}
          >
            {label}
          </Link>
        </li>
      ))}
      <DropdownEntryList entries={item.dropdownItemsAfter} placement={variant} />
    </>
  );
}

/** The label of the version being read, as this dropdown names it. */
function useCurrentLabel(item: Item): string {
  const current = useContextualVersion();
  return listedVersions(useDocsMetadata(), item.versions).find(({ version }) => version.name === current.name)?.label ?? current.label;
}

function useHoldsActivePage(item: Item): boolean {
  const [location] = useLocation();
  const inDocs = activeVersion(useDocsMetadata(), location) !== undefined;
  const activeEntry = useHasActiveEntry([...item.dropdownItemsBefore, ...item.dropdownItemsAfter]);
  return inDocs || activeEntry;
}

function DocsVersionDropdownNavbarItem({ item }: NavbarItemProps<Item>) {
  const active = useHoldsActivePage(item);
  return (
    <DesktopDropdown label={useCurrentLabel(item)} className={clsx('docs-version-dropdown', item.className)} active={!item.dropdownActiveClassDisabled && active}>
      <VersionLinks item={item} variant="dropdown" />
    </DesktopDropdown>
  );
}

function DocsVersionDropdownInMobileMenu({ item }: NavbarItemProps<Item>) {
  return (
    <MobileDropdown label={`Version: ${useCurrentLabel(item)}`} active={useHoldsActivePage(item)}>
      <VersionLinks item={item} variant="mobile" />
    </MobileDropdown>
  );
}

export const docsVersionDropdownNavbarItem = navbarItemRenderer<Item>({ Desktop: DocsVersionDropdownNavbarItem, Mobile: DocsVersionDropdownInMobileMenu });
