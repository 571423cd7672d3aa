/** The part of a PostCSS at-rule the plugin reads and writes. */
interface MediaRule {
  params: string;
  error(message: string): Error;
}

/**
 * A PostCSS plugin that writes out `@media (--name)` from `queries`, so that a breakpoint the
 * scripts also use is written in one place. A name it does not know is an error at its place in
 * the stylesheet, not a query that never matches.
 */
export function customMedia(queries: Readonly<Record<string, string>>) {
  return {
    postcssPlugin: 'effectie-custom-media',
    AtRule: {
      media(rule: MediaRule) {
        rule.params = rule.params.replace(/\((--[\w-]+)\)/g, (_, name: string) => {
          const query = queries[name];
          if (query === undefined)
            throw rule.error(
              `"${name}" is not a custom media query; known: ${Object.keys(queries)
                .map((known) => `"${known}"`)
                .join(', ')}.`,
            );
          return query;
        });
      },
    },
  };
}
