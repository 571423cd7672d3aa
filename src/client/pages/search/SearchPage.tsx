import { useAtomValue } from 'jotai';
import { useSearch } from 'wouter';
import { hydratedAtom } from '../../state/ui';
import { Head } from '../../components/Head';
import { siteConfig } from '../../site-data';

/** The full search page; its query travels in `q` so that a search can be shared as a link. */
export default function SearchPage() {
  const search = useSearch();
  // The prerendered page has no query; reading it after hydration keeps both renders equal.
  const query = useAtomValue(hydratedAtom) ? (new URLSearchParams(search).get('q') ?? '') : '';
  return (
    <div className="container page-narrow">
      <Head title={query ? `Search results for "${query}"` : 'Search the documentation'} />
      <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
      <form role="search" action="" method="get">
        <label className="visually-hidden" htmlFor="search-page-input">
          Search
        </label>
        <input id="search-page-input" className="search-page-input" type="search" name="q" defaultValue={query} placeholder={siteConfig.search.placeholder} />
      </form>
    </div>
  );
}
