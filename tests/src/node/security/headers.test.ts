import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../../src/node/security/headers';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the body of each inline script as written, entities and all, and no script loaded by src', () => {
    const theme = 'if (a &amp;&& b < c) document.documentElement.dataset.theme = "dark";';
    const html = `<head><script>${theme}</script><script type="module" crossorigin src="/assets/index.js"></script><script type="application/json"> </script></head>`;
    expect(inlineScriptHashes(html)).toEqual([hash(theme)]);
  });

  it('hashes a script whose tag is written in capitals or over lines, which the browser runs all the same', () => {
    expect(inlineScriptHashes('<SCRIPT>one()</SCRIPT><script\n  data-x="a>b"\n>two()</script>')).toEqual([
      hash('one()'),
      hash('two()'),
    ]);
  });

  it('hashes no script inside a comment, which the browser never runs', () => {
    expect(inlineScriptHashes('<!-- <script>old()</script> --><p>x</p>')).toEqual([]);
  });
});
