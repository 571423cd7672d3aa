import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useContextualVersion } from '../docs/use-versions';
import { useSiteConfig } from '../site/use-site-data';
import type { SearchHit } from '../../shared/search/protocol';
import { hitHref, hitTarget } from './hit-target';
import { lightHitText, lightRequest } from './light-results';
import { useHitNavigation } from './modal/use-hit-navigation';
import { readerPage } from './reader-page';
import { rememberOpener } from './search-opener';
import { SearchShellFrame } from './SearchShellFrame';
import { contextualFacetFilters, LOCAL_INDEX_NAME } from './search-context';
import { closeSearchAtom, searchModalAtom, type OpenSearchState } from './state';
import { useSearchSite } from './use-search-site';
import { siteSearchWorker } from './worker/site-search-worker';

const OPTION_ID = 'search-light-hit-';

/**
 * The light search dialog: what opens at once on Ctrl/Cmd+K while DocSearch's code loads. With
 * the local index it searches the worker as the reader types and lists the first hits, so the
 * first results never wait for DocSearch. When DocSearch has loaded it takes over with the query,
 * the caret and the selected hit (see DocSearchModal); keys typed before this input had focus
 * were kept by the shortcut listener as the query.
 */
export default function LightDialog() {
  const siteConfig = useSiteConfig();
  const state = useAtomValue(searchModalAtom);
  const setState = useSetAtom(searchModalAtom);
  const close = useSetAtom(closeSearchAtom);
  const site = useSearchSite();
  const version = useContextualVersion().name;
  const { search: searchConfig } = siteConfig;
  // Only what the light dialog needs of the search settings (src/client/search/settings.ts), which
  // bring the search transforms along: this dialog is in every page's first load.
  const settings = useMemo(
    () => ({
      contextual: searchConfig.contextualSearch,
      language: siteConfig.i18n.defaultLocale,
      externalUrlRegex:
        searchConfig.externalUrlRegex === undefined ? undefined : new RegExp(searchConfig.externalUrlRegex),
    }),
    [searchConfig, siteConfig.i18n.defaultLocale],
  );
  const openHit = useHitNavigation(settings);
  const input = useRef<HTMLInputElement>(null);
  const [hits, setHits] = useState<readonly SearchHit[]>([]);
  // By record: two hits may share a link (a heading and its first paragraph).
  const [selectedId, setSelectedId] = useState<string>();
  const query = state.open ? state.initialQuery : '';
  const selectedUrl = state.open ? state.selectedUrl : undefined;
  const hrefOf = (hit: SearchHit) =>
    hitHref(hitTarget(hit.url, siteConfig.baseUrl, settings.externalUrlRegex), siteConfig.baseUrl);
  const selected = Math.max(
    0,
    hits.findIndex((hit) => hit.objectID === selectedId && hrefOf(hit) === selectedUrl),
  );

  // The focus goes back where it was when the search closes; DocSearch, taking over, finds it here.
  useLayoutEffect(() => {
    const opener = document.activeElement;
    rememberOpener(opener);
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
    return () => {
      // Unless DocSearch has the focus now: it took over, and gives the focus back on closing.
      const now = document.activeElement;
      if (
        (now === document.body || now === field || now === null) &&
        opener instanceof HTMLElement &&
        opener.isConnected
      )
        opener.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    const worker = site.hosted ? null : siteSearchWorker(site);
    if (!worker || query.trim() === '') {
      setHits([]);
      return;
    }
    let current = true;
    const request = lightRequest(
      LOCAL_INDEX_NAME,
      query,
      contextualFacetFilters(settings, settings.contextual ? version : undefined, site.pages),
      // The light dialog searches the local index only.
      readerPage({ hosted: undefined }),
    );
    worker.search({ requests: [request] }).then(
      ({ results }) => current && setHits(results[0]?.hits ?? []),
      () => {
        // DocSearch, taking over, searches again and shows the error.
      },
    );
    return () => {
      current = false;
    };
  }, [query, site, settings, version]);

  if (!state.open) return null;
  // Each change from the state as it is now, not as this render saw it: a key and the caret's
  // move it causes come in one turn, before a new render.
  const update = (change: (state: OpenSearchState) => OpenSearchState) =>
    setState((previous) => (previous.open ? change(previous) : previous));
  const select = (index: number) => {
    setSelectedId(hits[index]?.objectID);
    update((previous) => ({ ...previous, selectedUrl: hits[index] && hrefOf(hits[index]) }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length > 0) select((selected + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter' && hits[selected]) {
      event.preventDefault();
      close();
      openHit(hits[selected].url);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  const keepCaret = () => {
    const field = input.current;
    if (field) update((previous) => ({ ...previous, caret: [field.selectionStart ?? 0, field.selectionEnd ?? 0] }));
  };
  return (
    <SearchShellFrame
      close={close}
      input={
        <input
          ref={input}
          className="search-shell-input"
          type="search"
          role="combobox"
          aria-label="Search"
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls="search-light-hits"
          aria-activedescendant={hits.length > 0 ? `${OPTION_ID}${selected}` : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={siteConfig.search.placeholder}
          value={query}
          onChange={(event) => {
            const { value, selectionStart, selectionEnd } = event.target;
            update((previous) => ({
              ...previous,
              initialQuery: value,
              caret: [selectionStart ?? 0, selectionEnd ?? 0],
              selectedUrl: undefined,
            }));
          }}
          onSelect={keepCaret}
          onKeyDown={onKeyDown}
        />
      }
    >
      <div id="search-light-hits" role="listbox" aria-label="Results" className="search-shell-hits">
        {hits.map((hit, index) => {
          const { title, path } = lightHitText(hit);
          return (
            <a
              key={hit.objectID}
              id={`${OPTION_ID}${index}`}
              role="option"
              aria-selected={index === selected}
              className="search-shell-hit"
              href={hrefOf(hit)}
              tabIndex={-1}
              onMouseMove={() => index !== selected && select(index)}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                close();
                openHit(hit.url);
              }}
            >
              <span className="search-shell-hit-title">{title}</span>
              {path && <span className="search-shell-hit-path">{path}</span>}
            </a>
          );
        })}
      </div>
    </SearchShellFrame>
  );
}
