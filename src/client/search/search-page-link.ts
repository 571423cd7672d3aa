/** The search page's route for a query (and a version, when one is chosen): shareable as it is. */
export function searchPageRoute(searchPagePath: string, query: string, version?: string): string {
  const parameters = new URLSearchParams();
  if (query !== '') parameters.set('q', query);
  if (version) parameters.set('version', version);
  const search = parameters.toString();
  return `/${searchPagePath}${search === '' ? '' : `?${search}`}`;
}
