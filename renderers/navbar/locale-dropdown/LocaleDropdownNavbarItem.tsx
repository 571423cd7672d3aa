import { useLocation } from 'wouter';
import type { DropdownEntryConfig } from '../../../registry/navbar-item-schemas';
import type { LocaleDropdownItem } from '../../../schema/navbar-items/locale-dropdown-item';
import { DropdownEntryList, Link, navbarItemRenderer, useSiteConfig, type NavbarItemProps } from '../../../src/client';
import clsx from '../../../src/shared/clsx';
import { DesktopDropdown } from '../shared/DesktopDropdown';
import { MobileDropdown } from '../shared/MobileDropdown';

type Item = LocaleDropdownItem<DropdownEntryConfig>;

/** The label of the site's language, as site.yaml names it. */
function useLanguageLabel(): string {
  const { defaultLocale, localeConfigs } = useSiteConfig().i18n;
  return localeConfigs[defaultLocale]?.label ?? defaultLocale;
}

/**
 * The site is built in its default locale only (site.yaml is refused with any other), so the
 * menu lists that language, leading to the page being read, and the entries around it.
 */
function LocaleLinks({ item, variant }: { item: Item; variant: 'dropdown' | 'mobile' }) {
  const [location] = useLocation();
  const { defaultLocale, localeConfigs } = useSiteConfig().i18n;
  const linkClass = variant === 'dropdown' ? 'dropdown-link' : 'menu-link';
  return (
    <>
      <DropdownEntryList entries={item.dropdownItemsBefore} placement={variant} />
      <li className="menu-item">
        <Link
          to={location}
          lang={localeConfigs[defaultLocale]?.htmlLang}
          className={clsx(linkClass, `${linkClass}--active`)}
          aria-current="true"
        >
          {useLanguageLabel()}
        </Link>
      </li>
      <DropdownEntryList entries={item.dropdownItemsAfter} placement={variant} />
    </>
  );
}

function LocaleDropdownNavbarItem({ item }: NavbarItemProps<Item>) {
  return (
    <DesktopDropdown label={useLanguageLabel()} className={clsx('locale-dropdown', item.className)}>
      <LocaleLinks item={item} variant="dropdown" />
    </DesktopDropdown>
  );
}

function LocaleDropdownInMobileMenu({ item }: NavbarItemProps<Item>) {
  return (
    <MobileDropdown label={`Language: ${useLanguageLabel()}`} active={false}>
      <LocaleLinks item={item} variant="mobile" />
    </MobileDropdown>
  );
}

export const localeDropdownNavbarItem = navbarItemRenderer<Item>({
  Desktop: LocaleDropdownNavbarItem,
  Mobile: LocaleDropdownInMobileMenu,
});
