/**
 * What renderers/ may use of the app: the one module they import from src/client, so that the
 * app's internals can change without them. Everything a navbar item, the footer or the
 * announcement bar needs is here.
 */
export { Link } from './components/Link';
export { LogoImages } from './components/LogoImages';
export { useContentLinkNavigation } from './components/content-links';
export { useContextualVersion, useSetPreferredVersion, useVersionSwitchLink } from './docs/use-versions';
export { DropdownEntryList, useHasActiveEntry } from './navbar/NavbarItem';
export {
  navbarItemRenderer,
  type EntryIsActive,
  type NavbarItemView,
  type NavbarItemProps,
  type NavbarItemRenderer,
} from './navbar/navbar-item-renderer';
export { SearchButton } from './search/SearchButton';
export { useSiteConfig, useDocsMetadata, type SiteDocs } from './site/use-site-data';
export { useAnnouncementDismissed } from './state/announcement';
