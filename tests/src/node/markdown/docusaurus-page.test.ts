import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderedMarkdown } from '../../../../src/node/markdown/index.js';
import { dom, render } from './helpers.js';

let page: RenderedMarkdown;
let fragment: DocumentFragment;
// A page as a Docusaurus 2/3 site with mdoc writes it, each form once.
beforeAll(async () => {
  page = await render(await readFile(resolve(__dirname, '../../../fixtures/markdown/docusaurus-page.md'), 'utf8'));
  fragment = dom(page.html);
});

describe('a Docusaurus page builds as written', () => {
  it('shows nothing of its imports and comments', () => {
    const text = fragment.textContent ?? '';
    expect(text).not.toMatch(/import Tabs|@theme|Kept in sync|truncate|A draft/);
  });

  it('takes heading ids from {#id} and {/* #id */}', () => {
    expect(page.headings.map((heading) => [heading.id, heading.text])).toEqual([
      ['start', 'Getting started'],
      ['usage', 'Using it'],
    ]);
  });

  it('renders each admonition with its title, Docusaurus 2 keywords included', () => {
    const asides = [...fragment.querySelectorAll('aside')].map((aside) => [
      aside.className,
      aside.querySelector('.admonition-title')?.textContent,
    ]);
    expect(asides).toEqual([
      ['admonition admonition-note', 'Before you begin'],
      ['admonition admonition-tip', 'Which module?'],
      ['admonition admonition-info', 'Info'],
      ['admonition admonition-warning', 'Caution'],
    ]);
    // A quoted string in braces is its text, as in MDX; in code it is what was written.
    expect(fragment.querySelector('.admonition-info .admonition-content p')?.textContent).toBe(
      "The <F[_]> type parameter is your effect, {'<'} in code.",
    );
  });

  it('keeps the tabs of a list item inside it, labelled from values', () => {
    const item = fragment.querySelector('ol > li');
    expect([...(item?.querySelectorAll('[role="tab"]') ?? [])].map((tab) => tab.textContent)).toEqual(['sbt', 'Mill']);
    expect(item?.querySelector('.tabs')?.getAttribute('data-group-id')).toBe('build-tool');
    expect(item?.querySelectorAll('.tabs-panel pre')).toHaveLength(2);
    expect(fragment.querySelectorAll('ol > li')).toHaveLength(2);
  });

  it('reads <details> content as Markdown and HTML written as JSX as HTML', () => {
    expect(fragment.querySelector('details > summary')?.textContent).toBe('Why a type class?');
    expect(fragment.querySelector('details strong')?.textContent).toBe('one');
    const box = fragment.querySelector('div.centered');
    expect(box?.getAttribute('style')).toBe('text-align: center; margin-top: 16px');
    expect(box?.querySelector('img')?.getAttribute('width')).toBe('120');
  });
});
