import { useLocation } from 'wouter';
import type { LocaleDropdownItem } from '../../../schema/navbar-items';
import { Link } from '../../../src/client/components/Link';
import { NavbarItemList } from '../../../src/client/navbar/NavbarItem';
import { siteConfig } from '../../../src/client/site-data';
import clsx from '../../../src/shared/clsx';
import { DesktopDropdown } from '../shared/DesktopDropdown';
import { MobileDropdown } from '../shared/MobileDropdown';
import type { NavbarItemProps, NavbarItemRenderer } from '../shared/types';

type Item = Omit<LocaleDropdownItem, 'position'>;

/** Every locale but the default one lives under its own path prefix. */
export function localePath(locale: string, pathname: string): string {
  return locale === siteConfig.i18n.defaultLocale ? pathname : `/${locale}${pathname}`;
}

const labelOf = (locale: string) => siteConfig.i18n.localeConfigs[locale]?.label ?? locale;

function LocaleLinks({ item, variant }: { item: Item; variant: 'dropdown' | 'mobile' }) {
  const [location] = useLocation();
  const { locales, defaultLocale, localeConfigs } = siteConfig.i18n;
  const linkClass = variant === 'dropdown' ? 'dropdown-link' : 'menu-link';
  return (
    <>
      <NavbarItemList items={item.dropdownItemsBefore} placement={variant} />
      {locales.map((locale) => (
        <li key={locale} className="menu-item">
          <Link
            to={localePath(locale, location)}
            lang={localeConfigs[locale]?.htmlLang}
            className={clsx(linkClass, locale === defaultLocale && `${linkClass}--active`)}
            aria-current={locale === defaultLocale ? 'true' : undefined}
          >
            {labelOf(locale)}
          </Link>
        </li>
      ))}
      <NavbarItemList items={item.dropdownItemsAfter} placement={variant} />
    </>
  );
}

function Desktop({ item }: NavbarItemProps<Item>) {
  return (
    <DesktopDropdown label={labelOf(siteConfig.i18n.defaultLocale)} className={clsx('locale-dropdown', item.className)}>
      <LocaleLinks item={item} variant="dropdown" />
    </DesktopDropdown>
  );
}

function Mobile({ item }: NavbarItemProps<Item>) {
  return (
    <MobileDropdown label={`Language: ${labelOf(siteConfig.i18n.defaultLocale)}`} active={false}>
      <LocaleLinks item={item} variant="mobile" />
    </MobileDropdown>
  );
}

export const localeDropdownNavbarItem: NavbarItemRenderer<Item> = { Desktop, Mobile };
