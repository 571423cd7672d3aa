import { useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigateWithPreload } from '../../routing/navigation';
import { useSiteConfig } from '../../site/use-site-data';
import { rememberResults } from '../result-memory';
import { localSearchClient } from '../search-client';
import { readerPage } from '../reader-page';
import { searchPageRoute } from '../search-page-link';
import type { SearchSettings } from '../settings';
import { closeSearchAtom, openSearchAtom, searchModalAtom, searchModalReadyAtom } from '../state';
import type { FacetFilters } from '../../../shared/search/protocol';
import { docSearchOptions, noResultsAnnouncement, STATUS_CLASS, type ModalCallbacks } from './docsearch-options';
import { loadDocSearch } from './load-docsearch';
import { createBusyState, openingSearches } from './busy-state';
import { createStatusAnnouncer } from './status-announcer';
import { useHitNavigation } from './use-hit-navigation';
import { useSearchSite } from '../use-search-site';

interface Props {
  settings: SearchSettings;
  facetFilters: FacetFilters | undefined;
  /** Changes on every opening: DocSearch is created afresh, with the new initial query. */
  session: number;
  portal: HTMLElement;
  /** The version searched, which the search page keeps when "See all" opens it. */
  version: string | undefined;
}

/** The DocSearch modal, open for as long as this component is mounted. */
export function DocSearchModal({ settings, facetFilters, session, portal, version }: Props) {
  const siteConfig = useSiteConfig();
  const searchSite = useSearchSite();
  const close = useSetAtom(closeSearchAtom);
  const open = useSetAtom(openSearchAtom);
  const setReady = useSetAtom(searchModalReadyAtom);
  const openHit = useHitNavigation(settings);
  const navigate = useNavigateWithPreload();
  // DocSearch keeps the callbacks it was created with; these refs let them see fresh values.
  const latest = useRef({ openHit, navigate, close, open, facetFilters });
  latest.current = { openHit, navigate, close, open, facetFilters };
  // What the visitor has typed so far, read from the store itself: a render may not have caught
  // up with the last keys, and a key not handed over would be lost.
  const store = useStore();
  const typed = () => {
    const state = store.get(searchModalAtom);
    return state.open
      ? { query: state.initialQuery, caret: state.caret, selectedUrl: state.selectedUrl }
      : { query: '', caret: undefined, selectedUrl: undefined };
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session (each opening) makes a new DocSearch; the rest is read through refs, or fixed for the session.
  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    const container = document.createElement('div');
    container.hidden = true;
    document.body.append(container);
    const status = createStatusAnnouncer(() => portal.querySelector(`.${STATUS_CLASS}`));
    const busy = createBusyState(() => portal.querySelector('[role="dialog"]'));
    const askFromQuery = () => {
      const query = portal.querySelector('input')?.value ?? '';
      latest.current.open({ mode: 'ask', initialQuery: query });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // DocSearch closes itself on Escape but reports it a frame later; a Ctrl+K pressed in
      // between must open the modal again, not toggle it closed.
      if (event.key === 'Escape') latest.current.close();
      if (event.key?.toLowerCase() === 'i' && (event.ctrlKey || event.metaKey) && !settings.assistantId) {
        event.preventDefault();
        askFromQuery();
      }
    };
    const callbacks: ModalCallbacks = {
      openHit: (url) => {
        latest.current.close();
        latest.current.openHit(url);
      },
      searchPageHref: (query) =>
        `${siteConfig.baseUrl.replace(/\/$/, '')}${searchPageRoute(settings.searchPagePath, query, version)}`,
      openSearchPage: (query) => {
        latest.current.close();
        void latest.current.navigate(searchPageRoute(settings.searchPagePath, query, version));
      },
      askQuestion: settings.assistantId ? undefined : askFromQuery,
      onClose: () => latest.current.close(),
      // A search that finds nothing is said aloud; hits are, as the selected option.
      onResult: (query, result) =>
        status.say(result.nbHits === 0 && query.trim() !== '' ? noResultsAnnouncement(query, result.suggestion) : ''),
    };
    void loadDocSearch(settings.assistantId).then((docsearch) => {
      if (cancelled) return;
      const instance = docsearch(
        docSearchOptions(
          {
            settings,
            baseUrl: siteConfig.baseUrl,
            facetFilters: latest.current.facetFilters,
            readerPage: readerPage(settings),
            // DocSearch searches a query it opens on two or three times as it mounts (on focus,
            // from a mount effect, once more at times), and each answer resets the selected hit
            // when the machine's load decides. The keys typed so far are handed over as typing
            // instead: one search.
            initialQuery: '',
            container,
            portalContainer: portal,
            localClient: settings.hosted ? undefined : localSearchClient(searchSite),
            remember: (client, onResult) => rememberResults(busy.track(client), onResult),
          },
          callbacks,
        ),
      );
      // DocSearch focuses its input as it opens, which it cannot while the light dialog's has the
      // focus; focused later, its input searches the empty query on focus, and that answer, coming
      // after the handed-over query's, would show "No results" while the index still loads.
      const light = document.activeElement;
      if (light instanceof HTMLElement && light.closest('.search-shell')) light.blur();
      instance.open();
      // One search dialog for assistive technology: the light one, still shown under DocSearch's
      // until it takes over, is hidden from it now.
      document.querySelector('.search-shell')?.setAttribute('aria-hidden', 'true');
      window.addEventListener('keydown', onKeyDown);
      let frame = requestAnimationFrame(function takeOver() {
        const input = portal.querySelector<HTMLInputElement>('.DocSearch-Input');
        if (!input) {
          frame = requestAnimationFrame(takeOver);
          return;
        }
        input.focus();
        // Keys typed before DocSearch's input had focus were kept by the shortcut listener;
        // hand them over as typing would.
        const { query: wanted, caret, selectedUrl } = typed();
        // What DocSearch opened on: nothing, or the text selected on the page.
        const opened = input.value;
        const handOver = wanted !== '' && wanted !== opened;
        // Each search of the opening resets the selected hit, and when the last one starts depends
        // on Preact's scheduling and the machine's load: the dialog is busy until all have answered.
        busy.ready(openingSearches(opened, handOver));
        if (handOver) {
          input.value = wanted;
          input.dispatchEvent(new Event('input', { bubbles: true }));
          // The caret where the light dialog had it, so that the next key lands where it would have.
          if (caret) input.setSelectionRange(Math.min(caret[0], wanted.length), Math.min(caret[1], wanted.length));
        }
        if (handOver && selectedUrl !== undefined) {
          // The hit selected in the light dialog stays selected: once the opening's searches have
          // answered (each resets the selection), the selection moves down to it as arrow keys would.
          busy.whenSettled(() =>
            requestAnimationFrame(() => {
              const links = [...portal.querySelectorAll<HTMLAnchorElement>('.DocSearch-Hit a[href]')];
              const target = links.findIndex((link) => link.getAttribute('href') === selectedUrl);
              for (let step = 0; step < target; step++)
                input.dispatchEvent(
                  new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
                );
            }),
          );
        }
        setReady(true);
      });
      destroy = () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('keydown', onKeyDown);
        instance.destroy();
      };
    });
    return () => {
      cancelled = true;
      status.cancel();
      setReady(false);
      destroy();
      container.remove();
    };
  }, [session]);
  return null;
}
