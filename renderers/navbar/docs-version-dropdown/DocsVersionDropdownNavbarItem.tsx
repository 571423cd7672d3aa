import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import type { NavbarItemProps } from '../../../registry/navbar-item-type';
import { Link } from '../../../src/client/components/Link';
import { useContextualVersion } from '../../../src/client/docs/use-versions';
import { DropdownEntryList } from '../../../src/client/navbar/NavbarItem';
import { docsMetadata } from '../../../src/client/site-data';
import { preferredVersionNameAtom } from '../../../src/client/state/preferred-version';
import clsx from '../../../src/shared/clsx';
import { activeVersion, listedVersions, versionSwitchTarget } from '../../../src/shared/versions';
import { DesktopDropdown } from '../shared/DesktopDropdown';
import { MobileDropdown } from '../shared/MobileDropdown';
import { hasActiveChild } from '../shared/dropdown-active';
import type { DocsVersionDropdownItem } from './docs-version-dropdown.schema';

type Item = DocsVersionDropdownItem;

function VersionLinks({ item, variant }: { item: Item; variant: 'dropdown' | 'mobile' }) {
  const [location] = useLocation();
  const setPreferred = useSetAtom(preferredVersionNameAtom);
  const current = useContextualVersion();
  const linkClass = variant === 'dropdown' ? 'dropdown-link' : 'menu-link';
  return (
    <>
      <DropdownEntryList entries={item.dropdownItemsBefore} placement={variant} />
      {listedVersions(docsMetadata, item.versions).map(({ version, label }) => (
        <li key={version.name} className="menu-item">
          <Link
            to={versionSwitchTarget(docsMetadata, location, version)}
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
  return listedVersions(docsMetadata, item.versions).find(({ version }) => version.name === current.name)?.label ?? current.label;
}

function useHoldsActivePage(item: Item): boolean {
  const [location] = useLocation();
  return activeVersion(docsMetadata, location) !== undefined || hasActiveChild([...item.dropdownItemsBefore, ...item.dropdownItemsAfter], location, docsMetadata);
}

export function DocsVersionDropdownNavbarItem({ item }: NavbarItemProps<Item>) {
  const active = useHoldsActivePage(item);
  return (
    <DesktopDropdown label={useCurrentLabel(item)} className={clsx('docs-version-dropdown', item.className)} active={!item.dropdownActiveClassDisabled && active}>
      <VersionLinks item={item} variant="dropdown" />
    </DesktopDropdown>
  );
}

export function DocsVersionDropdownInMobileMenu({ item }: NavbarItemProps<Item>) {
  return (
    <MobileDropdown label={`Version: ${useCurrentLabel(item)}`} active={useHoldsActivePage(item)}>
      <VersionLinks item={item} variant="mobile" />
    </MobileDropdown>
  );
}
