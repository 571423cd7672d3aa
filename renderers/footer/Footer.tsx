import type { SiteConfig } from '../../schema';
import { Link } from '../../src/client/components/Link';
import { useContentLinkNavigation } from '../../src/client/components/content-links';
import clsx from '../../src/shared/clsx';
import { siteConfig } from '../../src/client/site-data';
import { withBaseInHtml } from '../../src/shared/routes/join-url';
import { useRouter } from 'wouter';

type FooterConfig = SiteConfig['footer'];
type FooterLink = Extract<FooterConfig['links'][number], { label: string }>;
type FooterColumn = Extract<FooterConfig['links'][number], { title: string }>;

function FooterLinkItem({ link }: { link: FooterLink }) {
  if (link.html !== undefined) return <li className="footer-item" dangerouslySetInnerHTML={{ __html: withBaseInHtml(link.html, siteConfig.baseUrl) }} />;
  return (
    <li className="footer-item">
      <Link to={link.to} href={link.href} className="footer-link">
        {link.label}
      </Link>
    </li>
  );
}

const isColumns = (links: FooterConfig['links']): links is FooterColumn[] => links.length > 0 && 'title' in links[0]!;

function FooterLogo({ logo }: { logo: NonNullable<FooterConfig['logo']> }) {
  const { base } = useRouter();
  // Both images are in the page and CSS shows the one of the current mode: no flash, no mismatch.
  const image = (src: string, modeClass: string) => (
    <img className={clsx('footer-logo', modeClass)} src={`${base}/${src}`} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" />
  );
  const images = (
    <>
      {image(logo.src, logo.srcDark ? 'only-light' : '')}
      {logo.srcDark ? image(logo.srcDark, 'only-dark') : null}
    </>
  );
  if (logo.href === undefined) return <div className="footer-logo-box">{images}</div>;
  return logo.href.startsWith('/') ? (
    <Link to={logo.href} className="footer-logo-box">{images}</Link>
  ) : (
    <a href={logo.href} className="footer-logo-box" target="_blank" rel="noopener noreferrer">{images}</a>
  );
}

/** Link columns (title and items) or a flat list, an optional logo, and the copyright HTML. */
export function Footer({ footer }: { footer: FooterConfig }) {
  const onContentClick = useContentLinkNavigation();
  const { links, logo, copyright, style } = footer;
  if (links.length === 0 && !logo && !copyright) return null;
  return (
    <footer className={clsx('footer', `footer--${style}`)}>
      <div className="footer-inner">
        {isColumns(links) ? (
          <div className="footer-columns">
            {links.map((column) => (
              <div key={column.title} className="footer-column">
                <h2 className="footer-title">{column.title}</h2>
                <ul className="footer-items">
                  {column.items.map((link) => (
                    <FooterLinkItem key={link.label} link={link} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : links.length > 0 ? (
          <ul className="footer-items footer-items--flat">
            {(links as FooterLink[]).map((link) => (
              <FooterLinkItem key={link.label} link={link} />
            ))}
          </ul>
        ) : null}
        {(logo || copyright) && (
          <div className="footer-bottom">
            {logo && <FooterLogo logo={logo} />}
            {copyright && <div className="footer-copyright" onClick={onContentClick} dangerouslySetInnerHTML={{ __html: withBaseInHtml(copyright, siteConfig.baseUrl) }} />}
          </div>
        )}
      </div>
    </footer>
  );
}
