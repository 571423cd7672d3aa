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
    ).toEqual(['First card', 'Second card']);
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
});
