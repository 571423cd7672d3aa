/**
 * The rendered body of a doc. Bodies are static HTML files, not JavaScript: on the page the
 * browser loaded, the body is already in the prerendered HTML and is taken from there; for a
 * page reached inside the app, it is fetched.
 */
export async function loadDocBody(docId: string, url: string): Promise<string> {
  const prerendered = document.querySelector<HTMLElement>(`.markdown[data-doc-id="${CSS.escape(docId)}"]`);
  if (prerendered) return prerendered.innerHTML;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The page could not be loaded: ${url} answered ${response.status}.`);
  return response.text();
}
