/**
 * What renderers/ may use of the app: the one module they import from src/client, so that the
 * app's internals can change without them. Everything a navbar item, the footer or the
 * announcement bar needs is here.
 */
export { Link } from './components/Link';
export { LogoImages } from './components/LogoImages';
export { useContentLinkNavigation } from './components/content-links';
export { useContextualVersion, useSetPreferredVersion } from './docs/use-versions';
export { DropdownEntryList, useHasActiveEntry } from './navbar/NavbarItem';
export { navbarItemRenderer, type EntryIsActive, type NavbarItemView, type NavbarItemProps, type NavbarItemRenderer } from './navbar/navbar-item-renderer';
export { SearchButton } from './search/SearchButton';
export { useSiteConfig, useDocsMetadata } from './site-data-context';
export { useAnnouncementDismissed } from './state/announcement';
