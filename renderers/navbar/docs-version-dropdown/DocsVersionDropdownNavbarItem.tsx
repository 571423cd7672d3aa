import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import type { DocsVersionDropdownItem } from '../../../schema/navbar-items';
import { Link } from '../../../src/client/components/Link';
import { useContextualVersion } from '../../../src/client/docs/use-versions';
import { NavbarItemList } from '../../../src/client/navbar/NavbarItem';
import { docsMetadata } from '../../../src/client/site-data';
import { preferredVersionNameAtom } from '../../../src/client/state/preferred-version';
import clsx from '../../../src/shared/clsx';
import { activeVersion, versionSwitchTarget } from '../../../src/shared/versions';
import { DesktopDropdown } from '../shared/DesktopDropdown';
import { MobileDropdown } from '../shared/MobileDropdown';
import { hasActiveChild } from '../shared/dropdown-active';
import type { NavbarItemProps, NavbarItemRenderer } from '../shared/types';

type Item = Omit<DocsVersionDropdownItem, 'position'>;

function VersionLinks({ item, variant }: { item: Item; variant: 'dropdown' | 'mobile' }) {
  const [location] = useLocation();
  const setPreferred = useSetAtom(preferredVersionNameAtom);
  const shown = docsMetadata.versions.filter((version) => item.versions === undefined || item.versions.includes(version.name));
  const current = useContextualVersion();
  const linkClass = variant === 'dropdown' ? 'dropdown-link' : 'menu-link';
  return (
    <>
      <NavbarItemList items={item.dropdownItemsBefore} placement={variant} />
      {shown.map((version) => (
        <li key={version.name} className="menu-item">
          <Link
            to={versionSwitchTarget(docsMetadata, location, version)}
            className={clsx(linkClass, version.name === current.name && `${linkClass}--active`)}
            aria-current={version.name === current.name ? 'true' : undefined}
            onClick={() => setPreferred(version.name)}
          >
            {version.label}
          </Link>
        </li>
      ))}
      <NavbarItemList items={item.dropdownItemsAfter} placement={variant} />
    </>
  );
}

function Desktop({ item }: NavbarItemProps<Item>) {
  return (
    <DesktopDropdown label={useContextualVersion().label} className={clsx('docs-version-dropdown', item.className)}>
      <VersionLinks item={item} variant="dropdown" />
    </DesktopDropdown>
  );
}

function Mobile({ item }: NavbarItemProps<Item>) {
  const [location] = useLocation();
  return (
    <MobileDropdown
      label={`Version: ${useContextualVersion().label}`}
      active={
        activeVersion(docsMetadata, location) !== undefined ||
        hasActiveChild([...item.dropdownItemsBefore, ...item.dropdownItemsAfter], location, docsMetadata)
      }
    >
      <VersionLinks item={item} variant="mobile" />
    </MobileDropdown>
  );
}

export const docsVersionDropdownNavbarItem: NavbarItemRenderer<Item> = { Desktop, Mobile };
