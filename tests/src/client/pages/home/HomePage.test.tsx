// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomePage from '../../../../../src/client/pages/home/HomePage';
import { renderInApp } from '../../render';

describe('HomePage on the fixture site', () => {
  it("shows the buttons, cards and sample that site.yaml's home lists, in order", () => {
    renderInApp(<HomePage />, { path: '/' });
    const buttons = screen.getAllByRole('link').filter((link) => link.className.includes('button'));
    expect(buttons.map((link) => [link.textContent, link.getAttribute('href'), link.className])).toEqual([
      ['Read the guide', '/docs/', 'button button-primary button-large'],
      ['Every version', '/versions', 'button button-secondary button-large'],
    ]);
    const features = screen.getByRole('region', { name: 'Why the fixture' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['First card', 'Second card', 'Third card']);
    expect(screen.getByText('A fixture sample').tagName).toBe('FIGCAPTION');
  });

  it('highlights the sample at build time like a docs code block, with a working copy button', async () => {
    const { container } = renderInApp(<HomePage />, { path: '/' });
    const block = container.querySelector('.home-sample .code-block')!;
    expect(block.getAttribute('data-language')).toBe('scala');
    expect(block.querySelector('pre code')!.textContent).toBe('val answer: Int = 42');
    // shiki's colours, in both themes, on the keyword.
    expect(block.querySelector('span[style*="--shiki-dark"]')?.textContent).toMatch(/val|Int|42/);
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    const copy = within(block as HTMLElement).getByRole('button', { name: 'Copy code' });
    // The button works once the enhancing module has loaded; until then a click does nothing.
    await waitFor(() => {
      fireEvent.click(copy);
      expect(copied[0]).toBe('val answer: Int = 42');
    });
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("lays out features with images as Docusaurus's template does: image above title above text, a small SVG inline", () => {
    renderInApp(<HomePage />, { path: '/' });
    const features = screen.getByRole('region', { name: 'Why the fixture' });
    expect(features.querySelector('.feature-grid')!.className).toBe('feature-grid feature-grid--images');
    const [first, second, third] = within(features).getAllByRole('article');
    // img/feature-mountain.svg is small: drawn in the page, named by its imageAlt, its ids its own.
    const svg = within(first!).getByRole('img', { name: 'A mountain under a purple sky' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 64 40');
    const gradient = svg.querySelector('linearGradient')!.id;
    expect(gradient).toMatch(/.+-sky$/);
    expect(svg.querySelector('rect')!.getAttribute('fill')).toBe(`url(#${gradient})`);
    expect([...first!.children].map((element) => element.tagName.toLowerCase())).toEqual(['svg', 'h3', 'p']);
    // img/feature-tree.png: an image with its file's size; decorative without imageAlt.
    const png = second!.querySelector('img')!;
    expect([
      png.getAttribute('src'),
      png.getAttribute('alt'),
      png.getAttribute('width'),
      png.getAttribute('height'),
    ]).toEqual(['/img/feature-tree.png', '', '120', '80']);
    expect(within(second!).queryByRole('img')).toBeNull();
    expect(third!.querySelector('img, svg')).toBeNull();
  });
});
