import { isModifiedClick } from '../../components/is-modified-click';
import type { DocSearchProps, HitComponentFn, ResultsFooterComponentFn } from '@docsearch/js/docsearch';
import { hitHref, hitTarget } from '../hit-target';
import type { RememberingClient } from '../result-memory';
import type {
  FacetFilters,
  SearchClient,
  SearchHit,
  SearchRequest,
  SearchResult,
} from '../../../shared/search/protocol';
import type { SearchSettings } from '../settings';

/** The texts of the spec's error catalogue, pinned here rather than left to DocSearch's defaults. */
const MODAL_TEXTS = {
  noResultsScreen: {
    noResultsText: 'No results found for',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know.',
  },
  errorScreen: { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' },
};

/** What a screen reader hears when a search finds nothing: the texts the no-results screen shows. */
export function noResultsAnnouncement(query: string, suggestion: string | undefined): string {
  const found = `${MODAL_TEXTS.noResultsScreen.noResultsText} "${query}".`;
  return suggestion === undefined ? found : `${found} Did you mean ${suggestion}?`;
}

export interface ModalCallbacks {
  /** Opens a hit's URL (as transformItems left it). */
  openHit(url: string): void;
  openSearchPage(query: string): void;
  searchPageHref(query: string): string;
  /** Switches to Ask mode; absent when a hosted assistant answers inside DocSearch. */
  askQuestion: (() => void) | undefined;
  onClose(): void;
  /** Hears each query's answer, for the dialog's status message. */
  onResult(query: string, result: SearchResult): void;
}

interface ModalSetup {
  settings: SearchSettings;
  baseUrl: string;
  facetFilters: FacetFilters | undefined;
  /** The page the reader searches from (local index only), whose section ranks first. */
  readerPage: string | undefined;
  initialQuery: string;
  container: HTMLElement;
  portalContainer: HTMLElement;
  /** The local engine's client; undefined with a hosted index, whose client DocSearch makes. */
  localClient: SearchClient | undefined;
  /** Remembers each query's true total (for "See all N results") and suggestion (for "Did you mean"). */
  remember: (client: SearchClient, onResult: (query: string, result: SearchResult) => void) => RememberingClient;
}

/**
 * The hits DocSearch renders, with what the patched DocSearch adds: the option's attributes and
 * handlers, which go on the hit's link (see patches/docsearch-js-5.1.2.mjs).
 */
type HitProps = Parameters<HitComponentFn>[0] & {
  itemProps?: Record<string, unknown> & { onClick?: (event: MouseEvent) => void };
};
/** The results footer; the patched no-results screen renders it too, with a way to run another query. */
type FooterProps = Parameters<ResultsFooterComponentFn>[0] & {
  noResults?: boolean;
  runQuery?: (query: string) => void;
};

/** The visually hidden region, in the dialog, where the status message of the last search is read out. */
export const STATUS_CLASS = 'search-status';

/** The hits the modal shows of each group (top sidebar category). */
const HITS_PER_GROUP = 5;

/**
 * What the local index is told besides Algolia's parameters: the reader's page, whose section
 * comes first, and that only the first hits of each group are shown, so that the page of hits
 * holds the groups that follow too. A hosted index is told neither: it refuses parameters it
 * does not know.
 */
function localParameters(setup: ModalSetup): Pick<SearchRequest, 'readerPage' | 'maxHitsPerGroup'> {
  if (setup.settings.hosted) return {};
  return {
    maxHitsPerGroup: HITS_PER_GROUP,
    ...(setup.readerPage === undefined ? {} : { readerPage: setup.readerPage }),
  };
}

/** DocSearch's options for this site: the engine, the links, the footer and the texts. */
export function docSearchOptions(setup: ModalSetup, callbacks: ModalCallbacks): DocSearchProps {
  const { settings } = setup;
  let memory: RememberingClient | undefined;
  return {
    container: setup.container,
    portalContainer: setup.portalContainer,
    // DocSearch insists on credentials; in local mode they name no account and are never sent.
    appId: settings.hosted?.appId ?? 'local',
    apiKey: settings.hosted?.apiKey ?? 'local',
    indices: [
      {
        name: settings.indexName,
        searchParameters: {
          ...(setup.facetFilters ? { facetFilters: setup.facetFilters as string[] } : {}),
          ...localParameters(setup),
        },
      },
    ],
    placeholder: settings.placeholder,
    initialQuery: setup.initialQuery,
    // The site's own listener owns these keys, so that they work before DocSearch has loaded.
    keyboardShortcuts: { 'Ctrl/Cmd+K': false, '/': false },
    maxResultsPerGroup: HITS_PER_GROUP,
    transformSearchClient: (client) => {
      memory = setup.remember(setup.localClient ?? (client as unknown as SearchClient), callbacks.onResult);
      return { ...client, search: memory.search as unknown as typeof client.search };
    },
    transformItems: (items) =>
      settings.transformItems(items as unknown as SearchHit[]).map((hit) => ({
        ...hit,
        url: hitHref(hitTarget(hit.url, setup.baseUrl, settings.externalUrlRegex), setup.baseUrl),
      })) as unknown as typeof items,
    navigator: {
      navigate: ({ itemUrl }) => callbacks.openHit(itemUrl),
      navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener')?.focus(),
      navigateNewWindow: ({ itemUrl }) => void window.open(itemUrl, '_blank', 'noopener'),
    },
    hitComponent: (({ hit, itemProps = {}, children }: HitProps, { html }) =>
      html`<a
        ...${itemProps}
        href=${hit.url}
        onClick=${(event: MouseEvent) => {
          itemProps.onClick?.(event);
          if (isModifiedClick(event)) return;
          event.preventDefault();
          callbacks.openHit(hit.url);
        }}
        >${children}</a
      >`) as HitComponentFn,
    resultsFooterComponent: (({ state, noResults, runQuery }: FooterProps, { html }) => {
      if (noResults) {
        const suggestion = memory?.suggestion(state.query);
        if (suggestion === undefined || !runQuery) return null;
        return html`<p class="DocSearch-Help search-suggestion">
          Did you mean <button type="button" class="search-suggestion-query" onClick=${() => runQuery(suggestion)}>${suggestion}</button>?
        </p>`;
      }
      const count = memory?.count(state.query);
      return html`<a
        class="search-see-all"
        href=${callbacks.searchPageHref(state.query)}
        onClick=${(event: MouseEvent) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          callbacks.openSearchPage(state.query);
        }}
        >${count === undefined ? 'See all results' : `See all ${count} results`}</a
      >`;
    }) as ResultsFooterComponentFn,
    // The status region lives in the footer, which stays put while the results change, so that
    // what is written into it is read out.
    footerAction: (_props: never, { html }) =>
      html`<span class=${`visually-hidden ${STATUS_CLASS}`} role="status" aria-atomic="true"></span>
        ${
          callbacks.askQuestion
            ? html`<button type="button" class="search-ask-toggle" aria-keyshortcuts="Control+I Meta+I" onClick=${callbacks.askQuestion}>
              Ask a question <kbd>Ctrl I</kbd>
            </button>`
            : null
        }`,
    ...(settings.missingResultsUrl
      ? { getMissingResultsUrl: ({ query }: { query: string }) => settings.missingResultsUrl!(query) }
      : {}),
    translations: { modal: MODAL_TEXTS },
    onClose: callbacks.onClose,
  };
}
