/**
 * The rendered body of a doc. Bodies are static HTML files, not JavaScript: on the page the
 * browser loaded, the body is already in the prerendered HTML and is taken from there; for a
 * page reached inside the app, it is fetched.
 */
export async function loadDocBody(docKey: string, url: string): Promise<string> {
  // Ids repeat across versions (every version has an "index"), so the key names the version too.
  const prerendered = document.querySelector<HTMLElement>(`.markdown[data-doc-key="${CSS.escape(docKey)}"]`);
  if (prerendered) return prerendered.innerHTML;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The page could not be loaded: ${url} answered ${response.status}.`);
  return response.text();
}
