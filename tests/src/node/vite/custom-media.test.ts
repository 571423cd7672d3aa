import { relative } from 'node:path';
import postcss, { type CssSyntaxError } from 'postcss';
import { describe, expect, it } from 'vitest';
import { CUSTOM_MEDIA } from '../../../../src/shared/breakpoints';
import { customMedia } from '../../../../src/node/vite/custom-media';

const run = (css: string) =>
  postcss([customMedia(CUSTOM_MEDIA)]).process(css, { from: 'src/client/styles/chrome.css' }).css;

/** The error a stylesheet gets, where the build shows it: file:line:column and the reason. */
function failure(css: string): string {
  try {
    run(css);
  } catch (error) {
    const { file, line, column, reason } = error as CssSyntaxError;
    return `${relative(process.cwd(), file!)}:${line}:${column} ${reason}`;
  }
  throw new Error('the stylesheet was accepted');
}

describe('custom media', () => {
  it('writes out the mobile and desktop queries from the one breakpoint', () => {
    expect(
      run('@media (--mobile) { a { color: red } }\n@media screen and (--desktop) { b { color: blue } }'),
    ).toMatchInlineSnapshot(`
      "@media (max-width: 996px) { a { color: red } }
      @media screen and (min-width: 997px) { b { color: blue } }"
    `);
  });

  it('reads the name with spaces inside the parentheses, as CSS allows', () => {
    expect(run('@media not all and ( --mobile ) { a { color: red } }')).toMatchInlineSnapshot(
      `"@media not all and (max-width: 996px) { a { color: red } }"`,
    );
  });

  it("writes out a stylesheet's own @custom-media built on the shared ones, and drops its definition", () => {
    expect(
      run('@custom-media --narrow (--mobile) and (orientation: portrait);\n@media (--narrow) { a { color: red } }'),
    ).toMatchInlineSnapshot(`"@media (max-width: 996px) and (orientation: portrait) { a { color: red } }"`);
  });

  it('rejects a name it does not know, at its place in the stylesheet', () => {
    expect(failure('a {}\n@media (--tablet) { a { color: red } }')).toMatchInlineSnapshot(
      `"src/client/styles/chrome.css:2:1 "--tablet" is not a custom media query; known: "--mobile", "--desktop"."`,
    );
  });
});
