import { describe, expect, it } from 'vitest';
import { markupText } from '../../../../src/node/seo/markup-text';

describe('markupText', () => {
  it('is the text of a line with inline markup, as a reader sees it', () => {
    expect(markupText('Logger for <code class="kev-title-code">F[_]</code>')).toBe('Logger for F[_]');
    expect(markupText('<strong>Fast</strong> and <em lang="en">safe</em>')).toBe('Fast and safe');
    expect(markupText('<a href="/docs/" title="a > b">Docs</a>')).toBe('Docs');
    expect(markupText('One<br>line<br/>each')).toBe('One line each');
  });

  it('decodes entities and collapses white space', () => {
    expect(markupText('Cats &amp; Monix &lt;3 &#x2014; &quot;typed&quot;')).toBe('Cats & Monix <3 \u2014 "typed"');
    expect(markupText('  two\n  lines  ')).toBe('two lines');
  });

  it('leaves out comments', () => {
    expect(markupText('Effects<!-- for now --> for all')).toBe('Effects for all');
  });

  it('keeps text that only looks like a tag: no known inline element with both its tags', () => {
    expect(markupText('Either<A, B> and IO<A>')).toBe('Either<A, B> and IO<A>');
    expect(markupText('a < b and c > d')).toBe('a < b and c > d');
    expect(markupText('<code>unclosed')).toBe('<code>unclosed');
    expect(markupText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('is the text as written when it has no markup', () => {
    expect(markupText('One tagless-final effect abstraction')).toBe('One tagless-final effect abstraction');
    expect(markupText('')).toBe('');
  });
});
