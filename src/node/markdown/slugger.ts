/**
 * GitHub-style heading slugs, so anchors written against GitHub's rendering of the same markdown
 * keep working: lower-case, drop punctuation, every whitespace character becomes `-` (runs are not
 * collapsed, as on GitHub).
 *
 * One deliberate difference: letters are folded to ASCII (`é` -> `e`) and other non-ASCII
 * characters are dropped, so every generated id matches /^[a-z0-9_-]+$/ and needs no
 * percent-encoding in URLs. Text that leaves nothing behind (emoji only, CJK) gets `section`.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, '')
    .replace(/\s/g, '-');
  return slug === '' ? FALLBACK_SLUG : slug;
}

export const FALLBACK_SLUG = 'section';

/** Hands out ids unique within one page, suffixing repeats with `-1`, `-2`, … like github-slugger. */
export class Slugger {
  private readonly taken = new Set<string>();
  private readonly counters = new Map<string, number>();

  /** A unique id derived from heading text. */
  slug(text: string): string {
    return this.unique(slugify(text));
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
