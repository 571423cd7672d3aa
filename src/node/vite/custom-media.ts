import postcss, { type AtRule, type Processor, type Root } from 'postcss';
import postcssCustomMedia from 'postcss-custom-media';

/** A custom media name left in a query once postcss-custom-media has written out the known ones. */
const UNKNOWN_NAME = /\(\s*(--[\w-]+)\s*\)/;

/**
 * PostCSS plugins that write out `@media (--name)` from `queries`, so that a breakpoint the
 * scripts also use is written in one place. postcss-custom-media does the writing, as CSS Media
 * Queries 5 define it (`not`, lists and `and` included), from `@custom-media` rules put at the
 * top of each stylesheet. A name it does not know is an error at its place in the stylesheet,
 * not a query that never matches.
 */
export function customMedia(queries: Readonly<Record<string, string>>): Processor {
  const known = Object.keys(queries);
  return postcss([
    {
      postcssPlugin: 'effectie-custom-media-definitions',
      Once(root: Root) {
        root.prepend(known.map((name) => postcss.atRule({ name: 'custom-media', params: `${name} ${queries[name]}` })));
      },
    },
    postcssCustomMedia(),
    {
      postcssPlugin: 'effectie-custom-media-unknown',
      OnceExit(root: Root) {
        root.walkAtRules('media', (rule: AtRule) => {
          const name = UNKNOWN_NAME.exec(rule.params)?.[1];
          if (name !== undefined)
            throw rule.error(
              `"${name}" is not a custom media query; known: ${known.map((each) => `"${each}"`).join(', ')}.`,
            );
        });
      },
    },
  ]);
}
