import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import type { DocsVersionDropdownItem, DropdownChild } from '../../../schema/navbar-items';
import { Link } from '../../../src/client/components/Link';
import { NavbarItemList } from '../../../src/client/navbar/NavbarItem';
import { docsMetadata } from '../../../src/client/site-data';
import { preferredVersionNameAtom } from '../../../src/client/state/preferred-version';
import clsx from '../../../src/shared/clsx';
import { activeVersion, contextualVersion, versionSwitchTarget } from '../../../src/shared/versions';
import { DesktopDropdown } from '../shared/DesktopDropdown';
import { MobileDropdown } from '../shared/MobileDropdown';
import { hasActiveChild } from '../shared/dropdown-active';
import type { NavbarItemProps, NavbarItemRenderer } from '../shared/types';

type Item = Omit<DocsVersionDropdownItem, 'position'>;

const asItems = (children: readonly DropdownChild[]) => children.map((child) => ({ ...child, position: 'right' as const }));

function VersionLinks({ item, variant }: { item: Item; variant: 'dropdown' | 'mobile' }) {
  const [location] = useLocation();
  const setPreferred = useSetAtom(preferredVersionNameAtom);
  const shown = docsMetadata.versions.filter((version) => item.versions === undefined || item.versions.includes(version.name));
  const current = contextualVersion(docsMetadata, location, useAtomValue(preferredVersionNameAtom));
  const linkClass = variant === 'dropdown' ? 'dropdown-link' : 'menu-link';
  const placement = variant === 'dropdown' ? 'dropdown' : 'mobile';
  return (
    <>
      <NavbarItemList items={asItems(item.dropdownItemsBefore)} placement={placement} />
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
      <NavbarItemList items={asItems(item.dropdownItemsAfter)} placement={placement} />
    </>
  );
}

function useLabel(): string {
  const [location] = useLocation();
  return contextualVersion(docsMetadata, location, useAtomValue(preferredVersionNameAtom)).label;
}

function Desktop({ item }: NavbarItemProps<Item>) {
  return (
    <DesktopDropdown label={useLabel()} className={clsx('docs-version-dropdown', item.className)}>
      <VersionLinks item={item} variant="dropdown" />
    </DesktopDropdown>
  );
}

function Mobile({ item }: NavbarItemProps<Item>) {
  const [location] = useLocation();
  return (
    <MobileDropdown
      label={`Version: ${useLabel()}`}
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
