import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import clsx from '../../shared/clsx';
import { Link } from '../components/Link';
import { LogoImages } from '../components/LogoImages';
import { useSiteConfig } from '../site/use-site-data';
import { mobileMenuOpenAtom, navbarHiddenAtom } from '../state/ui';
import { ColorModeToggle } from './ColorModeToggle';
import { NavbarItemList } from './NavbarItem';
import { useHideOnScroll } from './use-hide-on-scroll';
import { SearchButton } from '../search/SearchButton';
import { SearchLauncher } from '../search/SearchLauncher';

// Loaded when first opened: most visitors never open it, and it is not in the prerendered HTML.
const MobileMenu = lazy(() => import('./MobileMenu'));

function Brand() {
  const siteConfig = useSiteConfig();
  const { logo, title } = siteConfig.navbar;
  // The home page unless the logo says otherwise, as in Docusaurus.
  const target = logo?.href === undefined ? { to: '/' } : { href: logo.href, target: logo.target };
  return (
    <Link {...target} externalIcon={false} className="navbar-brand">
      {logo && <LogoImages logo={logo} className="navbar-logo" />}
      <span className="navbar-title">{title ?? siteConfig.title}</span>
    </Link>
  );
}

export function Navbar() {
  const siteConfig = useSiteConfig();
  const { items, hideOnScroll, style } = siteConfig.navbar;
  const hidden = useAtomValue(navbarHiddenAtom);
  const openMenu = useSetAtom(mobileMenuOpenAtom);
  const menuOpen = useAtomValue(mobileMenuOpenAtom);
  useHideOnScroll(hideOnScroll);
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position !== 'left');
  return (
    <>
      <nav
        className={clsx(
          'navbar',
          style && `navbar--${style}`,
          hideOnScroll && 'navbar--hideable',
          hideOnScroll && hidden && 'navbar--hidden',
        )}
        aria-label="Main"
      >
        <div className="navbar-inner">
          <button
            type="button"
            className="navbar-toggle"
            aria-label="Open the menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => openMenu(true)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <Brand />
          <div className="navbar-items navbar-items--left">
            <NavbarItemList items={left} placement="desktop" />
          </div>
          <div className="navbar-items navbar-items--right">
            <NavbarItemList items={right} placement="desktop" />
            <ColorModeToggle />
            {/* As in Docusaurus: without a "search" item in site.yaml, the button ends the navbar. */}
            {!items.some((item) => item.type === 'search') && <SearchButton />}
          </div>
        </div>
        <SearchLauncher />
      </nav>
      {/* Outside <nav>: the navbar's backdrop filter would make it the box of a fixed panel. */}
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu items={items} brand={<Brand />} />
        </Suspense>
      )}
    </>
  );
}
