import { useLocation } from 'wouter';
import type { NavbarItemProps } from '../../../registry/navbar-item-type';
import { Link } from '../../../src/client/components/Link';
import { DropdownEntryList } from '../../../src/client/navbar/NavbarItem';
import { siteConfig } from '../../../src/client/site-data';
import clsx from '../../../src/shared/clsx';
import { DesktopDropdown } from '../shared/DesktopDropdown';
import { MobileDropdown } from '../shared/MobileDropdown';
import type { LocaleDropdownItem } from './locale-dropdown.schema';

type Item = LocaleDropdownItem;

const labelOf = (locale: string) => siteConfig.i18n.localeConfigs[locale]?.label ?? locale;

/**
 * The site is built in its default locale only (site.yaml is refused with any other), so the
 * menu lists that language, leading to the page being read, and the entries around it.
 */
function LocaleLinks({ item, variant }: { item: Item; variant: 'dropdown' | 'mobile' }) {
  const [location] = useLocation();
  const { defaultLocale, localeConfigs } = siteConfig.i18n;
  const linkClass = variant === 'dropdown' ? 'dropdown-link' : 'menu-link';
  return (
    <>
      <DropdownEntryList entries={item.dropdownItemsBefore} placement={variant} />
      <li className="menu-item">
        <Link to={location} lang={localeConfigs[defaultLocale]?.htmlLang} className={clsx(linkClass, `${linkClass}--active`)} aria-current="true">
          {labelOf(defaultLocale)}
        </Link>
      </li>
      <DropdownEntryList entries={item.dropdownItemsAfter} placement={variant} />
    </>
  );
}

export function LocaleDropdownNavbarItem({ item }: NavbarItemProps<Item>) {
  return (
    <DesktopDropdown label={labelOf(siteConfig.i18n.defaultLocale)} className={clsx('locale-dropdown', item.className)}>
      <LocaleLinks item={item} variant="dropdown" />
    </DesktopDropdown>
  );
}

export function LocaleDropdownInMobileMenu({ item }: NavbarItemProps<Item>) {
  return (
    <MobileDropdown label={`Language: ${labelOf(siteConfig.i18n.defaultLocale)}`} active={false}>
      <LocaleLinks item={item} variant="mobile" />
    </MobileDropdown>
  );
}
