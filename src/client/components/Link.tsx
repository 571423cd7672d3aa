import { memo, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useRouter } from 'wouter';
import { fromSiteRoot, linkKind } from '../../shared/routes/link-kind';
import { useNavigateWithPreload, usePrefetch } from '../routing/navigation';
import { usePrepareOnRest } from '../routing/prepare-on-rest';
import { isModifiedClick } from './is-modified-click';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of the site, from its root without the base URL ("/docs/" or "docs/"): navigates inside the app. */
  to?: string | undefined;
  /** An address loaded as a whole page: another site, a mailto: address, or a file of the site. */
  href?: string | undefined;
  /** HTML written by the site owner in place of the children (an icon), rendered as given. */
  html?: string | undefined;
  /** Whether a link to another site shows the external-link icon after its text (not on a logo). */
  externalIcon?: boolean;
  children?: ReactNode;
}

/** rel for a link: what the site owner wrote, plus what a new tab needs so the page cannot reach back. */
function linkRel(rel: string | undefined, target: string | undefined): string | undefined {
  const tokens = rel?.split(/\s+/).filter(Boolean) ?? [];
  if (target === '_blank')
    for (const token of ['noopener', 'noreferrer']) if (!tokens.includes(token)) tokens.push(token);
  return tokens.length === 0 ? undefined : tokens.join(' ');
}

const externalIcon = (
  <svg className="external-link-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
    <path
      fill="currentColor"
      d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z"
    />
  </svg>
);

const NEW_TAB = ' (opens in a new tab)';

// Memoized: a new { __html } object on every render would make React parse the HTML again.
const LinkHtml = memo(function LinkHtml({ html }: { html: string }) {
  return <span className="link-html" dangerouslySetInnerHTML={{ __html: html }} />;
});

/** The text of a link, or the site owner's HTML, and then whether it leaves the site and opens a new tab. */
function content(
  html: string | undefined,
  children: ReactNode,
  { external, newTab }: { external: boolean; newTab: boolean },
) {
  return (
    <>
      {html === undefined ? children : <LinkHtml html={html} />}
      {external && html === undefined && externalIcon}
      {newTab && <span className="visually-hidden">{NEW_TAB}</span>}
    </>
  );
}

/** An aria-label replaces the text, the new-tab notice included: it is said after the label too. */
const ariaLabelFor = (label: string | undefined, newTab: boolean) =>
  label !== undefined && newTab ? `${label}${NEW_TAB}` : label;

/**
 * Links inside the site load the next page before navigating and prefetch it on intent: the
 * pointer over the link, focus on it, a touch starting on it. Never for being in view: a reader
 * pays only for the pages they are about to open. Once the pointer rests on one, its page is also
 * rendered out of sight, so that the click has only to show it. Links to other sites open in a new
 * tab unless `target` says otherwise.
 */
export function Link({
  to: written,
  href,
  html,
  externalIcon = true,
  children,
  onClick,
  onMouseEnter,
  onMouseMove,
  onMouseLeave,
  onFocus,
  onTouchStart,
  target,
  rel,
  'aria-label': ariaLabel,
  ...rest
}: LinkProps) {
  // site.yaml may write a page without its leading slash ("docs/"): still from the site root.
  const to = written === undefined ? undefined : fromSiteRoot(written);
  const { base } = useRouter();
  const navigate = useNavigateWithPreload();
  const prefetch = usePrefetch();
  const prepare = usePrepareOnRest(to);

  if (to === undefined) {
    const kind = href === undefined ? undefined : linkKind(href);
    const external = kind === 'external';
    const opensIn = target ?? (external ? '_blank' : undefined);
    return (
      <a
        href={kind === 'site' ? `${base}${href}` : href}
        target={opensIn}
        rel={linkRel(rel, opensIn)}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
        onMouseMove={onMouseMove}
        onMouseLeave={onMouseLeave}
        onFocus={onFocus}
        onTouchStart={onTouchStart}
        aria-label={ariaLabelFor(ariaLabel, opensIn === '_blank')}
        {...rest}
      >
        {content(html, children, { external: external && externalIcon, newTab: opensIn === '_blank' })}
      </a>
    );
  }

  return (
    <a
      href={`${base}${to}`}
      target={target}
      rel={linkRel(rel, target)}
      onClick={(event) => {
        onClick?.(event);
        // Another tab or frame loads the page itself.
        if (event.defaultPrevented || isModifiedClick(event) || (target !== undefined && target !== '_self')) return;
        event.preventDefault();
        prepare.cancel();
        void navigate(to);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch(to);
      }}
      onMouseMove={(event) => {
        onMouseMove?.(event);
        prepare.onMouseMove(event);
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        prepare.onMouseLeave(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch(to);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch(to);
      }}
      aria-label={ariaLabelFor(ariaLabel, target === '_blank')}
      {...rest}
    >
      {content(html, children, { external: false, newTab: target === '_blank' })}
    </a>
  );
}
