/**
 * A light English stemmer for documentation words: plural and verb endings are folded so that
 * "handling", "handles" and "handled" meet "handle", and "errors" meets "error". It never
 * changes short words, and it is applied alike to the index and to queries, so its stems only
 * need to agree with each other, not to be real words.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  // handle/handl(ing), raise/rais(ed), compile/compil(ed): one stem without the silent e.
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}
