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
  useVersionSwitchLink,
  type NavbarItemProps,
} from '../../../src/client';
import clsx from '../../../src/shared/clsx';
import type { VersionSummary } from '../../../src/shared/docs-metadata';
import { activeVersion, listedVersions } from '../../../src/shared/versions';
import { DesktopDropdown } from '../shared/DesktopDropdown';
import { MobileDropdown } from '../shared/MobileDropdown';

type Item = DocsVersionDropdownItem<DropdownEntryConfig>;

function VersionLink({
  version,
  label,
  current,
  linkClass,
}: {
  version: VersionSummary;
  label: string;
  current: boolean;
  linkClass: string;
}) {
  return (
    <li className="menu-item">
      <Link
        {...useVersionSwitchLink(version)}
        className={clsx(linkClass, current && `${linkClass}--active`)}
        aria-current={current ? 'true' : undefined}
      >
        {label}
      </Link>
    </li>
  );
}

function VersionLinks({ item, variant }: { item: Item; variant: 'dropdown' | 'mobile' }) {
  const docs = useDocsMetadata();
  const current = useContextualVersion();
  const linkClass = variant === 'dropdown' ? 'dropdown-link' : 'menu-link';
  return (
    <>
      <DropdownEntryList entries={item.dropdownItemsBefore} placement={variant} />
      {listedVersions(docs, item.versions).map(({ version, label }) => (
        <VersionLink
          key={version.name}
          version={version}
          label={label}
          current={version.name === current.name}
          linkClass={linkClass}
        />
      ))}
      <DropdownEntryList entries={item.dropdownItemsAfter} placement={variant} />
    </>
  );
}

/** The label of the version being read, as this dropdown names it. */
function useCurrentLabel(item: Item): string {
  const current = useContextualVersion();
  return (
    listedVersions(useDocsMetadata(), item.versions).find(({ version }) => version.name === current.name)?.label ??
    current.label
  );
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
    <DesktopDropdown
      label={useCurrentLabel(item)}
      className={clsx('docs-version-dropdown', item.className)}
      active={!item.dropdownActiveClassDisabled && active}
    >
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

export const docsVersionDropdownNavbarItem = navbarItemRenderer<Item>({
  Desktop: DocsVersionDropdownNavbarItem,
  Mobile: DocsVersionDropdownInMobileMenu,
});
