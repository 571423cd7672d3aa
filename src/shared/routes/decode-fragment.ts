/** Decodes a URL fragment; a malformed one (a stray "%") is used as written rather than thrown. */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
