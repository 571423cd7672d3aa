import { slug } from 'github-slugger';

/**
 * The slug github-slugger makes of `text`, as GitHub and Docusaurus id a heading: lower case,
 * punctuation and symbols (emoji included) dropped, letters and digits of every script kept, each
 * space a `-` (runs are not collapsed). `## Café` is `café`, `## 日本語` is `日本語`.
 */
export const githubSlug = (text: string): string => slug(text);

/**
 * A heading's id: its github-slugger slug, or `section` when nothing is left of it (an emoji
 * alone), where Docusaurus would write an empty id that no link can reach.
 */
export function headingSlug(text: string): string {
  return githubSlug(text) || FALLBACK_SLUG;
}

export const FALLBACK_SLUG = 'section';

/**
 * A slug for a route the site makes (a tag's or a category's page): letters folded to ASCII
 * (`é` -> `e`) and other characters dropped, so the address needs no percent-encoding; every
 * whitespace character becomes `-`. Text that leaves nothing behind gets `section`.
 */
export function routeSlug(text: string): string {
  const slugged = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, '')
    .replace(/\s/g, '-');
  return slugged === '' ? FALLBACK_SLUG : slugged;
}

/**
 * Hands out ids unique within one page (or one list of routes), suffixing repeats with `-1`, `-2`, …
 * as github-slugger does. Ids given as they are (a heading's `{#id}`, a footnote's) take their
 * place in the same list, so a later slug cannot reuse them.
 */
export class Slugger {
  private readonly taken = new Set<string>();
  private readonly counters = new Map<string, number>();

  constructor(private readonly slugOf: (text: string) => string = headingSlug) {}

  /** A unique id derived from `text`. */
  slug(text: string): string {
    return this.unique(this.slugOf(text));
  }

  /** `candidate` itself if still free, otherwise the first free `candidate-N`. */
  unique(candidate: string): string {
    let result = candidate;
    let counter = this.counters.get(candidate) ?? 0;
    while (this.taken.has(result)) {
      counter += 1;
      result = `${candidate}-${counter}`;
    }
    this.counters.set(candidate, counter);
    this.taken.add(result);
    return result;
  }
}
