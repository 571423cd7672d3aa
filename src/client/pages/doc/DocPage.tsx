import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { DocPageData } from '../../../shared/doc-page';
import type { Sidebar } from '../../../shared/sidebar';
import { useDocsMetadata, useSiteConfig } from '../../site/use-site-data';
import { useContentLinkNavigation } from '../../components/content-links';
import { useEnhancedContent } from '../../content/use-enhanced-content';
import { usePageLocation, usePageShown } from '../../routing/route-page-context';
import { Head } from '../../components/Head';
import { Link } from '../../components/Link';
import { secondaryMenuAtom, sidebarHiddenAtom } from '../../state/ui';
import { CopyPageButton } from './CopyPageButton';
import { DocFooter } from './DocFooter';
import { DocSidebar } from './DocSidebar';
import { DocTags } from './DocTags';
import { UnlistedBanner } from './UnlistedBanner';
import { MobileTableOfContents, TableOfContents } from './TableOfContents';
import { VersionBanner } from './VersionBanner';

function Breadcrumbs({ items, title }: { items: DocPageData['breadcrumbs']; title: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {items.map((crumb) => (
          <li key={crumb.label} className="breadcrumb">
            {crumb.href !== undefined ? <Link to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}
          </li>
        ))}
        <li className="breadcrumb breadcrumb--active" aria-current="page">
          {title}
        </li>
      </ol>
    </nav>
  );
}

function Pager({ previous, next }: Pick<DocPageData, 'previous' | 'next'>) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label="Docs pages">
      {previous && (
        <Link to={previous.href} className="pager-link pager-link--previous">
          <span className="pager-sublabel">Previous</span>
          <span className="pager-label">{previous.label}</span>
        </Link>
      )}
      {next && (
        <Link to={next.href} className="pager-link pager-link--next">
          <span className="pager-sublabel">Next</span>
          <span className="pager-label">{next.label}</span>
        </Link>
      )}
    </nav>
  );
}

/** Offers the sidebar to the mobile menu while this page is the one shown. */
function MobileMenuSidebar({
  sidebar,
  loadSidebar,
  activePath,
  autoCollapseCategories,
}: {
  sidebar: Sidebar;
  loadSidebar: (() => Promise<Sidebar>) | undefined;
  activePath: string;
  autoCollapseCategories: boolean;
}) {
  const shown = usePageShown();
  const setSecondaryMenu = useSetAtom(secondaryMenuAtom);
  useEffect(() => {
    if (!shown) return undefined;
    setSecondaryMenu(
      <DocSidebar
        sidebar={sidebar}
        loadSidebar={loadSidebar}
        activePath={activePath}
        autoCollapseCategories={autoCollapseCategories}
      />,
    );
    return () => setSecondaryMenu(null);
  }, [shown, sidebar, loadSidebar, activePath, autoCollapseCategories, setSecondaryMenu]);
  return null;
}

/**
 * Wires the body's copy buttons and tabs once the page is shown: a tab asked for in the address
 * (`?build-tool=mill`) is read from it, and the address is this page's only then.
 */
function BodyEnhancement({ body, html }: { body: RefObject<HTMLDivElement | null>; html: string }) {
  useEnhancedContent(body, usePageShown() ? html : undefined);
  return null;
}

/** A doc: sidebar, breadcrumbs, title, the static body, previous/next links and the table of contents. */
export function DocPage({
  data,
  sidebar,
  loadSidebar,
}: {
  data: DocPageData;
  sidebar: Sidebar;
  /** The full sidebar, when `sidebar` is as far as it is open (see open-sidebar.ts). */
  loadSidebar?: () => Promise<Sidebar>;
}) {
  const siteConfig = useSiteConfig();
  const docsMetadata = useDocsMetadata();
  const contentRef = useRef<HTMLDivElement>(null);
  const { hideable, autoCollapseCategories } = siteConfig.docs.sidebar;
  // An atom rather than this page's state: the choice holds on the next page too.
  const [hiddenChoice, setSidebarHidden] = useAtom(sidebarHiddenAtom);
  const sidebarHidden = hideable && hiddenChoice;
  const onContentClick = useContentLinkNavigation();
  const location = usePageLocation();
  const version = docsMetadata.loaded.get(data.versionName)!;
  // React re-assigns innerHTML whenever this object is a new one, which would rebuild the whole
  // article (and drop what enhance added) on every render; a new body is a new string.
  const body = useMemo(() => ({ __html: data.html }), [data.html]);

  const { showSidebar } = data;

  const showToc = !data.hideTableOfContents && data.toc.length > 0;
  return (
    <div className={`doc-layout${sidebarHidden ? ' doc-layout--sidebar-hidden' : ''}`}>
      <Head title={data.title} description={data.description} keywords={data.keywords} image={data.image} />
      <BodyEnhancement body={contentRef} html={data.html} />
      {showSidebar && (
        <MobileMenuSidebar
          sidebar={sidebar}
          loadSidebar={loadSidebar}
          activePath={location}
          autoCollapseCategories={autoCollapseCategories}
        />
      )}
      {showSidebar && (
        <aside className="doc-sidebar" aria-label="Docs sidebar">
          {!sidebarHidden && (
            <nav className="doc-sidebar-nav" aria-label={`${version.label} docs`}>
              <DocSidebar
                sidebar={sidebar}
                loadSidebar={loadSidebar}
                activePath={location}
                autoCollapseCategories={autoCollapseCategories}
              />
            </nav>
          )}
          {hideable && (
            <button
              type="button"
              className="sidebar-hide"
              aria-expanded={!sidebarHidden}
              aria-label={sidebarHidden ? 'Expand the sidebar' : 'Collapse the sidebar'}
              title={sidebarHidden ? 'Expand the sidebar' : 'Collapse the sidebar'}
              onClick={() => setSidebarHidden(!sidebarHidden)}
            >
              {sidebarHidden ? '»' : '«'}
            </button>
          )}
        </aside>
      )}
      <div className={showToc ? 'doc-main doc-main--toc' : 'doc-main'}>
        <article className="doc-article">
          {version.banner !== 'none' && <VersionBanner version={version} banner={version.banner} docId={data.id} />}
          {data.unlisted && <UnlistedBanner />}
          <Breadcrumbs items={data.breadcrumbs} title={data.name} />
          <div className="doc-header-row">
            <span className="doc-version-badge">Version: {version.label}</span>
            <CopyPageButton markdownUrl={data.markdownUrl} />
          </div>
          {data.titleHeading !== 'in-body' && (
            <h1 className={data.titleHeading === 'shown' ? 'doc-title' : 'visually-hidden'}>{data.name}</h1>
          )}
          {showToc && <MobileTableOfContents entries={data.toc} />}
          {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside are the interactive elements; a click on one (Enter on a link is a click too) bubbles here to go through the router. */}
          <div
            ref={contentRef}
            className="markdown"
            data-doc-key={`${data.versionName}/${data.id}`}
            dangerouslySetInnerHTML={body}
            onClick={onContentClick}
          />
          {data.tags.length > 0 && <DocTags tags={data.tags} />}
          <DocFooter editUrl={data.editUrl} lastUpdated={data.lastUpdated} />
          <Pager previous={data.previous} next={data.next} />
        </article>
        {showToc && (
          <div className="doc-toc">
            <TableOfContents entries={data.toc} />
          </div>
        )}
      </div>
    </div>
  );
}
