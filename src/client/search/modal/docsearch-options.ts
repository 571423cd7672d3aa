import { isModifiedClick } from '../../components/is-modified-click';
import type { DocSearchProps } from '@docsearch/js/docsearch';
import { hitHref, hitTarget } from '../hit-target';
import type { CountingClient } from '../hit-counter';
import type { SearchClient, SearchHit } from '../protocol';
import type { FacetFilters } from '../protocol';
import type { SearchSettings } from '../settings';

/** The texts of the spec's error catalogue, pinned here rather than left to DocSearch's defaults. */
export const MODAL_TEXTS = {
  noResultsScreen: {
    noResultsText: 'No results found for',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know.',
  },
  errorScreen: { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' },
};

export interface ModalCallbacks {
  /** Opens a hit's URL (as transformItems left it). */
  openHit(url: string): void;
  openSearchPage(query: string): void;
  searchPageHref(query: string): string;
  /** Switches to Ask mode; absent when a hosted assistant answers inside DocSearch. */
  askQuestion: (() => void) | undefined;
  onClose(): void;
}

export interface ModalSetup {
  settings: SearchSettings;
  baseUrl: string;
  facetFilters: FacetFilters | undefined;
  initialQuery: string;
  container: HTMLElement;
  portalContainer: HTMLElement;
  /** The local engine's client; undefined with a hosted index, whose client DocSearch makes. */
  localClient: SearchClient | undefined;
  /** Counts the true total of each query, for "See all N results". */
  count: (client: SearchClient) => CountingClient;
}

/** DocSearch's options for this site: the engine, the links, the footer and the texts. */
export function docSearchOptions(setup: ModalSetup, callbacks: ModalCallbacks): DocSearchProps {
  const { settings } = setup;
  let counter: CountingClient | undefined;
  return {
    container: setup.container,
    portalContainer: setup.portalContainer,
    // DocSearch insists on credentials; in local mode they name no account and are never sent.
    appId: settings.hosted?.appId ?? 'local',
    apiKey: settings.hosted?.apiKey ?? 'local',
    indices: [{ name: settings.indexName, searchParameters: setup.facetFilters ? { facetFilters: setup.facetFilters as string[] } : {} }],
    placeholder: settings.placeholder,
    initialQuery: setup.initialQuery,
    // The site's own listener owns these keys, so that they work before DocSearch has loaded.
    keyboardShortcuts: { 'Ctrl/Cmd+K': false, '/': false },
    maxResultsPerGroup: 5,
    transformSearchClient: (client) => {
      counter = setup.count(setup.localClient ?? (client as unknown as SearchClient));
      return { ...client, search: counter.search as unknown as typeof client.search };
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
    hitComponent: ({ hit, children }, { html }) =>
      html`<a
        href=${hit.url}
        onClick=${(event: MouseEvent) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          callbacks.openHit(hit.url);
        }}
        >${children}</a
      >`,
    resultsFooterComponent: ({ state }, { html }) => {
      const count = counter?.count(state.query);
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
    },
    ...(callbacks.askQuestion
      ? {
          footerAction: (_props: never, { html }) =>
            html`<button type="button" class="search-ask-toggle" aria-keyshortcuts="Control+I Meta+I" onClick=${callbacks.askQuestion}>
              Ask a question <kbd>Ctrl I</kbd>
            </button>`,
        }
      : {}),
    ...(settings.missingResultsUrl ? { getMissingResultsUrl: ({ query }: { query: string }) => settings.missingResultsUrl!(query) } : {}),
    translations: { modal: MODAL_TEXTS },
    onClose: callbacks.onClose,
  };
}
