declare module 'virtual:effectie/search-index' {
  /** The URL of each docs version's search index file, by version name. */
  const urls: Record<string, string>;
  export default urls;
}
