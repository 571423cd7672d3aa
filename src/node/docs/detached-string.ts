/**
 * A copy of a string that shares no memory with the text it was cut from. V8 keeps a substring
 * (a regular expression's match, a slice) as a view into its whole parent, so one anchor kept
 * from a page would keep the page's whole HTML alive after the page is written and dropped.
 */
export function detached(text: string): string {
  return text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');
}
