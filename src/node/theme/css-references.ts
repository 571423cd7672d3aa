import postcss from 'postcss';

/** What a stylesheet names: the stylesheets it imports, and the files of its url()s. */
export interface CssReferences {
  imports: string[];
  urls: Array<{ url: string; inFontFace: boolean }>;
}

/** A url(), or a string, which may hold text that only looks like one (`content: 'url(x)'`). */
const URL_OR_STRING = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/gi;
const IMPORT_TARGET = /^\s*(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)|"([^"]*)"|'([^']*)')/i;

const firstGroup = (match: RegExpMatchArray) => match.slice(1).find((group) => group !== undefined) ?? '';

/**
 * The addresses a stylesheet names, read with PostCSS, so that comments and strings are what
 * CSS takes them for: `@import`s (as `url()` or a string) and every `url()` of its declarations,
 * those of an `@font-face` marked as fonts.
 */
export function cssReferences(css: string, from?: string): CssReferences {
  const references: CssReferences = { imports: [], urls: [] };
  const root = postcss.parse(css, from === undefined ? {} : { from });
  root.walkAtRules('import', (rule) => {
    const match = IMPORT_TARGET.exec(rule.params);
    if (match) references.imports.push(firstGroup(match));
  });
  root.walkDecls((declaration) => {
    const inFontFace =
      declaration.parent?.type === 'atrule' && (declaration.parent as postcss.AtRule).name === 'font-face';
    for (const match of declaration.value.matchAll(URL_OR_STRING)) {
      const url = firstGroup(match);
      if (url !== '') references.urls.push({ url, inFontFace });
    }
  });
  return references;
}

/** The origin of an address of another site (`https:`, `http:` or scheme-relative), else undefined. */
export function externalOrigin(url: string): string | undefined {
  const absolute = url.startsWith('//') ? `https:${url}` : url;
  if (!/^https?:\/\//i.test(absolute)) return undefined;
  try {
    return new URL(absolute).origin;
  } catch {
    return undefined;
  }
}
