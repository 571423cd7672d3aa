import type { SiteConfig } from '../../schema';
import { useAnnouncementDismissed, useContentLinkNavigation, useSiteConfig } from '../../src/client';
import { withBaseInHtml } from '../../src/shared/routes/join-url';

type Announcement = NonNullable<SiteConfig['announcementBar']>;

/**
 * The message above the navbar. A visitor's dismissal is stored with the announcement id, so
 * the bar returns when the id changes. The inline head script hides a dismissed bar before
 * React runs, so it never flashes.
 */
export function AnnouncementBar({ announcement }: { announcement: Announcement }) {
  const [dismissed, setDismissed] = useAnnouncementDismissed();
  const { baseUrl } = useSiteConfig();
  const onContentClick = useContentLinkNavigation();
  if (dismissed) return null;
  const { content, backgroundColor, textColor, isCloseable } = announcement;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the bar is the banner landmark above the navbar, in Docusaurus's markup; a header element would change every page.
    <div className="announcement-bar" role="banner" style={{ backgroundColor, color: textColor }}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside are the interactive elements; a click on one (Enter on a link is a click too) bubbles here to go through the router. */}
      <div
        className="announcement-content"
        dangerouslySetInnerHTML={{ __html: withBaseInHtml(content, baseUrl) }}
        onClick={onContentClick}
      />
      {isCloseable && (
        <button
          type="button"
          className="announcement-close"
          aria-label="Close the announcement"
          onClick={() => {
            setDismissed(true);
            // The button disappears; focus goes to the start of the navbar rather than the page.
            document.querySelector<HTMLElement>('.navbar-brand')?.focus();
          }}
        >
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
