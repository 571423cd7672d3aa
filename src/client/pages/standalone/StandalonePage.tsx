import { useMemo, useRef } from 'react';
import clsx from '../../../shared/clsx';
import { standalonePageKey } from '../../../shared/page-data';
import type { StandalonePageData } from '../../../shared/standalone-page';
import { Head } from '../../components/Head';
import { useContentLinkNavigation } from '../../components/content-links';
import { useEnhancedContent } from '../../content/use-enhanced-content';
import { usePageShown } from '../../routing/route-page-context';
import { MobileTableOfContents, TableOfContents } from '../doc/TableOfContents';
import { UnlistedBanner } from '../doc/UnlistedBanner';

/**
 * A standalone page (content/pages/), as Docusaurus's MDX page: the site's layout, no docs sidebar,
 * the static body (its own `#` heading is its title) and a table of contents of its headings.
 */
export function StandalonePage({ data }: { data: StandalonePageData }) {
  const contentRef = useRef<HTMLDivElement>(null);
  const onContentClick = useContentLinkNavigation();
  // The body's copy buttons and tabs are wired once the page is shown, as a doc's.
  useEnhancedContent(contentRef, usePageShown() ? data.html : undefined);
  // A new object would make React write the body again on every render (see DocPage).
  const body = useMemo(() => ({ __html: data.html }), [data.html]);
  const showToc = !data.hideTableOfContents && data.toc.length > 0;
  return (
    <div className={clsx('doc-layout', 'standalone-page', data.wrapperClassName)}>
      <Head title={data.title} description={data.description} keywords={data.keywords} image={data.image} />
      <div className={showToc ? 'doc-main doc-main--toc' : 'doc-main'}>
        <article className="doc-article">
          {data.unlisted && <UnlistedBanner />}
          {data.titleHeading === 'visually-hidden' && <h1 className="visually-hidden">{data.name}</h1>}
          {showToc && <MobileTableOfContents entries={data.toc} />}
          {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside are the interactive elements; a click on one (Enter on a link is a click too) bubbles here to go through the router. */}
          <div
            ref={contentRef}
            className="markdown"
            data-doc-key={standalonePageKey(data.id)}
            dangerouslySetInnerHTML={body}
            onClick={onContentClick}
          />
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
