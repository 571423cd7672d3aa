import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { versionNamed } from '../../../shared/versions';
import { Head } from '../../components/Head';
import { Link } from '../../components/Link';
import { useContextualVersion } from '../../docs/use-versions';
import { siteSearchClient } from '../../search/search-client';
import { searchPageRoute } from '../../search/search-page-link';
import { contextualFacetFilters } from '../../search/search-context';
import { searchSettings } from '../../search/settings';
import { useDocsMetadata, useSiteConfig } from '../../site/use-site-data';
import { hydratedAtom } from '../../state/ui';
import { SearchResultItem } from './SearchResultItem';
import { useSearchResults } from './use-search-results';
import { useSearchSite } from '../../search/use-search-site';
import { plural } from '../../../shared/text/plural';

const PAGE_SIZE = 10;
const ALL_VERSIONS = 'all';

/** The full search page; its query travels in `q` (and the version in `version`) so a search can be shared. */
export default function SearchPage() {
  const siteConfig = useSiteConfig();
  const docsMetadata = useDocsMetadata();
  const search = useSearch();
  const [, navigate] = useLocation();
  // The prerendered page has no query; reading it after hydration keeps both renders equal.
  const hydrated = useAtomValue(hydratedAtom);
  const parameters = new URLSearchParams(hydrated ? search : '');
  const query = parameters.get('q') ?? '';
  const settings = useMemo(() => searchSettings(siteConfig), [siteConfig]);
  const searchSite = useSearchSite();
  const client = useMemo(() => siteSearchClient(settings, searchSite), [settings, searchSite]);
  const contextual = useContextualVersion();
  const chosen = parameters.get('version') ?? undefined;
  const version = chosen === ALL_VERSIONS ? undefined : (versionNamed(docsMetadata, chosen) ?? contextual);
  const facetFilters = contextualFacetFilters({ ...settings, contextual: true }, version?.name, searchSite.pages);

  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const [pages, setPages] = useState(1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query or version starts again from one page of results.
  useEffect(() => setPages(1), [query, version?.name]);
  const results = useSearchResults(client, settings, { query, facetFilters, hitsPerPage: PAGE_SIZE * pages });

  const go = (nextQuery: string, nextVersion: string | undefined) =>
    navigate(searchPageRoute(settings.searchPagePath, nextQuery, nextVersion), { replace: true });
  const versionParameter = chosen === null ? undefined : chosen;
  const heading = query ? `Search results for "${query}"` : 'Search the documentation';
  const shown = results.status === 'done' ? results : results.status === 'loading' ? results.previous : undefined;

  return (
    <div className="container page-narrow search-page">
      <Head title={heading} />
      <h1>{heading}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark, as DocSearch's form is; a search element around it would add a wrapper that browsers before 2023 do not expose. */}
      <form
        role="search"
        className="search-page-form"
        action=""
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="visually-hidden" htmlFor="search-page-input">
          Search
        </label>
        <input
          id="search-page-input"
          className="search-page-input"
          type="search"
          name="q"
          value={draft}
          placeholder={settings.placeholder}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            go(event.target.value, versionParameter);
          }}
        />
        <label className="search-page-version">
          <span>Version</span>
          <select
            name="version"
            value={version?.name ?? ALL_VERSIONS}
            onChange={(event) => go(draft, event.target.value)}
          >
            {docsMetadata.versions.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.label}
              </option>
            ))}
            <option value={ALL_VERSIONS}>All versions</option>
          </select>
        </label>
      </form>
      <div className="search-page-status" role="status">
        {results.status === 'failed' && (
          <>
            <p className="search-page-error">Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </>
        )}
        {results.status === 'done' && query && (
          <p className="search-page-count">
            {results.nbHits === 0 ? `No results found for "${query}"` : plural(results.nbHits, 'result')}
          </p>
        )}
        {results.status === 'done' && results.nbHits === 0 && results.suggestion !== undefined && (
          <p className="search-page-suggestion">
            Did you mean{' '}
            <Link to={searchPageRoute(settings.searchPagePath, results.suggestion, versionParameter)}>
              {results.suggestion}
            </Link>
            ?
          </p>
        )}
      </div>
      {shown && shown.hits.length > 0 && (
        <>
          <ol className="search-results" aria-label="Search results">
            {shown.hits.map((hit) => (
              <SearchResultItem
                key={hit.objectID}
                hit={hit}
                baseUrl={siteConfig.baseUrl}
                externalUrlRegex={settings.externalUrlRegex}
              />
            ))}
          </ol>
          {shown.hits.length < shown.nbHits && (
            <button
              type="button"
              className="search-page-more"
              disabled={results.status === 'loading'}
              onClick={() => setPages((count) => count + 1)}
            >
              More results
            </button>
          )}
        </>
      )}
    </div>
  );
}
