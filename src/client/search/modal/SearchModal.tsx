import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useContextualVersion } from '../../docs/use-versions';
import { useSiteConfig } from '../../site/use-site-data';
import { answerQuestion } from '../ask/answer';
import { readerPage } from '../reader-page';
import { siteSearchClient } from '../search-client';
import { contextualFacetFilters } from '../search-context';
import { searchSettings } from '../settings';
import { closeSearchAtom, openSearchAtom, searchModalAtom } from '../state';
import { AskPanel } from './AskPanel';
import { DocSearchModal } from './DocSearchModal';
import { useHitNavigation } from './use-hit-navigation';
import { useSearchSite } from '../use-search-site';
import { searchOpener } from '../search-opener';

/** The portal both modes render into; it says which engine answers, for the styles. */
function usePortal(provider: string): HTMLElement {
  const [portal] = useState(() => {
    // A section, so that the dialog's own header and footer are not taken for the page's; the
    // dialog inside it has the name.
    const element = document.createElement('section');
    element.className = 'search-modal-portal';
    element.dataset.provider = provider;
    return element;
  });
  // In the document before DocSearch (created in a child's effect) renders into it.
  useLayoutEffect(() => {
    document.body.append(portal);
    return () => portal.remove();
  }, [portal]);
  return portal;
}

/** The search modal in keyword mode (DocSearch) or question mode; loaded on first use. */
export default function SearchModal() {
  const siteConfig = useSiteConfig();
  const state = useAtomValue(searchModalAtom);
  const close = useSetAtom(closeSearchAtom);
  const open = useSetAtom(openSearchAtom);
  const settings = useMemo(() => searchSettings(siteConfig), [siteConfig]);
  const version = useContextualVersion();
  const searchSite = useSearchSite();
  const facetFilters = useMemo(
    () => contextualFacetFilters(settings, version.name, searchSite.pages),
    [settings, version.name, searchSite.pages],
  );
  const portal = usePortal(settings.hosted ? 'hosted' : 'local');
  const openHit = useHitNavigation(settings);
  const client = useMemo(() => siteSearchClient(settings, searchSite), [settings, searchSite]);
  const opener = useRef<Element | null>(null);

  // Focus goes back where it was when the modal opened (usually the search button).
  useEffect(() => {
    if (state.open) {
      opener.current ??= searchOpener(document.activeElement);
      return;
    }
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [state.open]);

  const answer = useCallback(
    (question: string) =>
      answerQuestion(question, client, {
        indexName: settings.indexName,
        facetFilters,
        readerPage: readerPage(settings),
      }),
    [client, settings, facetFilters],
  );
  const backToSearch = useCallback((query: string) => open({ mode: 'search', initialQuery: query }), [open]);
  const closeModal = useCallback(() => close(), [close]);

  if (!state.open) return null;
  if (state.mode === 'ask' && !settings.assistantId) {
    return (
      <AskPanel
        key={state.session}
        initialQuestion={state.initialQuery}
        baseUrl={siteConfig.baseUrl}
        externalUrlRegex={settings.externalUrlRegex}
        answer={answer}
        openPassage={(url) => {
          close();
          openHit(url);
        }}
        backToSearch={backToSearch}
        close={closeModal}
        portal={portal}
      />
    );
  }
  return (
    <DocSearchModal
      key={state.session}
      settings={settings}
      facetFilters={facetFilters}
      session={state.session}
      portal={portal}
      version={settings.contextual ? version.name : undefined}
    />
  );
}
