import { describe, expect, it } from 'vitest';
import { htmlSections } from '../../../../src/node/search/html-sections';

describe('htmlSections', () => {
  it("splits the page at its headings, with each heading's id and text", () => {
    const html = [
      '<p>Intro &amp; overview.</p>',
      '<h2 id="install">Install<a class="hash-link" href="#install" aria-label="Direct link to Install">#</a></h2>',
      '<p>Add the <code>effectie-core</code> module.</p>',
      '<h3 id="sbt">With sbt<a class="hash-link" href="#sbt">#</a></h3>',
      '<ul><li>First</li><li>Second <em>item</em></li></ul>',
    ].join('\n');
    expect(htmlSections(html)).toEqual([
      { heading: undefined, blocks: ['Intro & overview.'] },
      { heading: { level: 2, id: 'install', text: 'Install' }, blocks: ['Add the effectie-core module.'] },
      { heading: { level: 3, id: 'sbt', text: 'With sbt' }, blocks: ['First', 'Second item'] },
    ]);
  });

  it('leaves out code listings, tab buttons and admonition titles, which are not prose', () => {
    const html = [
      '<pre class="shiki"><code><span>val x = 1</span></code></pre>',
      '<aside class="admonition admonition-note"><p class="admonition-title">Note</p><div class="admonition-content"><p>Keep it pure.</p></div></aside>',
      '<div class="tabs"><div class="tabs-list"><button type="button" class="tabs-tab">sbt</button></div><div class="tabs-panel"><p>In build.sbt.</p></div></div>',
    ].join('');
    expect(htmlSections(html)).toEqual([{ heading: undefined, blocks: ['Keep it pure.', 'In build.sbt.'] }]);
  });

  it('keeps the text of a list item apart from the list nested in it', () => {
    expect(htmlSections('<ul><li>Outer<ul><li>Inner</li></ul></li></ul>')[0]!.blocks).toEqual(['Inner', 'Outer']);
  });

  it('reads every named entity as its character, as a browser shows it', () => {
    expect(htmlSections('<p>Wait&hellip; &copy; 2026 &mdash; &lt;F[_]&gt; &#x1F600;</p>')[0]!.blocks).toEqual([
      'Wait… © 2026 — <F[_]> 😀',
    ]);
  });

  it('closes the elements HTML leaves open, as a page written in raw HTML may', () => {
    expect(htmlSections('<ul><li>One<li>Two</ul><p>First<p>Second<dl><dt>Term<dd>Meaning</dl>')[0]!.blocks).toEqual([
      'One',
      'Two',
      'First',
      'Second',
      'Term',
      'Meaning',
    ]);
  });
});
