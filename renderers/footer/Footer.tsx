import type { SiteConfig } from '../../schema';
import { Link, LogoImages, useContentLinkNavigation, useSiteConfig } from '../../src/client';
import clsx from '../../src/shared/clsx';
import { withBaseInHtml } from '../../src/shared/routes/join-url';

type FooterConfig = SiteConfig['footer'];
type FooterEntry = FooterConfig['links'][number];
type FooterColumn = Extract<FooterEntry, { items: unknown }>;
type FooterLink = Exclude<FooterEntry, FooterColumn>;

function FooterLinkItem({ link }: { link: FooterLink }) {
  const { baseUrl } = useSiteConfig();
  if (link.html !== undefined)
    return <li className="footer-item" dangerouslySetInnerHTML={{ __html: withBaseInHtml(link.html, baseUrl) }} />;
  const { target, rel, 'aria-label': ariaLabel, title } = link;
  return (
    <li className="footer-item">
      <Link
        to={link.to}
        href={link.href}
        className={clsx('footer-link', link.className)}
        target={target}
        rel={rel}
        aria-label={ariaLabel}
        title={title}
      >
        {link.label}
      </Link>
    </li>
  );
}

// site.yaml is checked to hold only columns or only links, so the first entry tells which.
const isColumns = (links: readonly FooterEntry[]): links is FooterColumn[] => links.length > 0 && 'items' in links[0]!;

function FooterLogo({ logo }: { logo: NonNullable<FooterConfig['logo']> }) {
  const images = <LogoImages logo={logo} className="footer-logo" loading="lazy" />;
  if (logo.href === undefined) return <div className="footer-logo-box">{images}</div>;
  return (
    <Link href={logo.href} target={logo.target} externalIcon={false} className="footer-logo-box">
      {images}
    </Link>
  );
}

/** Link columns (with or without a title) or a flat list, an optional logo, and the copyright HTML. */
export function Footer({ footer }: { footer: FooterConfig }) {
  const onContentClick = useContentLinkNavigation();
  const { baseUrl } = useSiteConfig();
  const { links, logo, copyright, style } = footer;
  if (links.length === 0 && !logo && !copyright) return null;
  return (
    <footer className={clsx('footer', `footer--${style}`)}>
      <div className="footer-inner">
        {isColumns(links) ? (
          <div className="footer-columns">
            {links.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: site.yaml's footer columns, which have no identity of their own and never reorder.
              <div key={index} className="footer-column">
                {column.title !== undefined && <h2 className="footer-title">{column.title}</h2>}
                <ul className="footer-items">
                  {column.items.map((link, linkIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: site.yaml's footer links, which have no identity of their own and never reorder.
                    <FooterLinkItem key={linkIndex} link={link} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : links.length > 0 ? (
          <ul className="footer-items footer-items--flat">
            {(links as FooterLink[]).map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: site.yaml's footer links, which have no identity of their own and never reorder.
              <FooterLinkItem key={index} link={link} />
            ))}
          </ul>
        ) : null}
        {(logo || copyright) && (
          <div className="footer-bottom">
            {logo && <FooterLogo logo={logo} />}
            {copyright && (
              // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside are the interactive elements; a click on one (Enter on a link is a click too) bubbles here to go through the router.
              <div
                className="footer-copyright"
                onClick={onContentClick}
                dangerouslySetInnerHTML={{ __html: withBaseInHtml(copyright, baseUrl) }}
              />
            )}
          </div>
        )}
      </div>
    </footer>
  );
}
