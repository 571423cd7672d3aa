import { describe, expect, it } from 'vitest';
import { dom, render } from './helpers.js';

describe('GitHub-flavoured markdown', () => {
  it('renders tables, task lists, strikethrough and bare URLs', async () => {
    const markdown = [
      '| Module | Since |',
      '| :----- | ----: |',
      '| core   | 1.0   |',
      '',
      '- [x] done',
      '- [ ] todo',
      '',
      '~~old~~ see https://kevin-lee.github.io/effectie',
    ].join('\n');
    const fragment = dom((await render(markdown)).html);
    expect([...fragment.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Module', 'Since']);
    expect(fragment.querySelector('td')?.textContent).toBe('core');
    const boxes = [...fragment.querySelectorAll<HTMLInputElement>('li input[type="checkbox"]')];
    expect(boxes.map((box) => box.checked)).toEqual([true, false]);
    expect(fragment.querySelector('del')?.textContent).toBe('old');
    expect(fragment.querySelector('p a')?.getAttribute('href')).toBe('https://kevin-lee.github.io/effectie');
  });

  it('puts each table in a box that scrolls sideways and that a keyboard can focus', async () => {
    const fragment = dom((await render('| a | b |\n| - | - |\n| 1 | 2 |\n')).html);
    const box = fragment.querySelector('.table-scroll');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.firstElementChild?.tagName).toBe('TABLE');
  });

  it('passes raw HTML through for trusted authors', async () => {
    const fragment = dom((await render('<details><summary>More</summary>\n\nHidden *text*\n\n</details>')).html);
    expect(fragment.querySelector('details summary')?.textContent).toBe('More');
    expect(fragment.querySelector('details em')?.textContent).toBe('text');
  });

  it('keeps renders independent of each other', async () => {
    await render('## Same');
    const second = await render('## Same');
    expect(second.headings.map((heading) => heading.id)).toEqual(['same']);
  });
});
