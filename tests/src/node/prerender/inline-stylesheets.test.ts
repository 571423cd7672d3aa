import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../../../src/node/prerender/inline-stylesheets';

const template =
  '<head><link rel="stylesheet" crossorigin href="/effectie/assets/index-abc.css"><title>x</title></head>';

describe('inlineStylesheets', () => {
  it('puts each stylesheet of index.html into the page, read from where the base URL puts it, and leaves its link disabled', () => {
    const read: string[] = [];
    const html = inlineStylesheets(template, '/effectie/', (file) => {
      read.push(file);
      return 'body{color:red}a{background:url(data:image/svg+xml,x)}';
    });
    expect(read).toEqual(['assets/index-abc.css']);
    expect(html).toBe(
      '<head><style>body{color:red}a{background:url(data:image/svg+xml,x)}</style><link rel="stylesheet" href="/effectie/assets/index-abc.css" disabled /><title>x</title></head>',
    );
  });

  it('refuses CSS that would break inlined: a relative url() or the end of the style element', () => {
    expect(() =>
      inlineStylesheets(template, '/effectie/', () => '.logo{background:url(logo.svg)}'),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: The stylesheet /effectie/assets/index-abc.css cannot be inlined: it has a relative url() or "</style".]`,
    );
    expect(() => inlineStylesheets(template, '/effectie/', () => 'a{content:"</style>"}')).toThrow(/cannot be inlined/);
  });

  it('inlines a link whatever the order of its attributes, and leaves one in a comment alone', () => {
    const html = inlineStylesheets(
      '<head><!-- <link rel="stylesheet" href="/effectie/assets/old.css"> --><link href="/effectie/assets/index-abc.css" rel="stylesheet"></head>',
      '/effectie/',
      (file) => `/* ${file} */`,
    );
    expect(html).toBe(
      '<head><!-- <link rel="stylesheet" href="/effectie/assets/old.css"> --><style>/* assets/index-abc.css */</style><link rel="stylesheet" href="/effectie/assets/index-abc.css" disabled /></head>',
    );
  });
});
