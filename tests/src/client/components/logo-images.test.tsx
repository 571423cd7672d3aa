// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoImages } from '../../../../src/client/components/LogoImages';

// The logos module as the build makes it from the fixture files of tests/fixtures/logos.
vi.mock('virtual:effectie/logos', async () => {
  const { inlineSvg } = await import('../../../../src/node/logo/inline-svg');
  const { readFileSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const file = (name: string) =>
    inlineSvg(readFileSync(resolve(__dirname, '../../../fixtures/logos/public/img', name), 'utf8'))!;
  return { default: { 'img/gradient.svg': file('gradient.svg'), 'img/plain.svg': file('plain.svg') } };
});

afterEach(() => {
  document.body.innerHTML = '';
});

const page = (ui: React.ReactElement) => {
  document.body.innerHTML = `<div id="root">${renderToString(ui)}</div>`;
  return document.getElementById('root')!;
};

/** The same file twice on one page, as the navbar and the footer show it, light and dark. */
const twoCopies = (
  <>
    <LogoImages logo={{ src: 'img/gradient.svg', srcDark: 'img/plain.svg', alt: 'Effectie' }} className="navbar-logo" />
    <LogoImages
      logo={{ src: 'img/gradient.svg', alt: 'Effectie', width: 48, height: 48 }}
      className="footer-logo"
      loading="lazy"
    />
  </>
);

describe('an inline logo', () => {
  it("keeps each copy's ids its own: every reference points inside its own copy", () => {
    const root = page(twoCopies);
    const copies = [...root.querySelectorAll('svg')].filter((svg) => svg.querySelector('linearGradient'));
    expect(copies).toHaveLength(2);
    const ids = copies.map((svg) => [...svg.querySelectorAll('[id]')].map((element) => element.id));
    expect(new Set(ids.flat()).size).toBe(4);
    for (const svg of copies) {
      const references = [...svg.innerHTML.matchAll(/(?:url\(['"]?|href=")#([^'")]+)/g)].map((match) => match[1]!);
      expect(references).toHaveLength(4);
      for (const id of references) expect(svg.querySelector(`[id="${id}"]`), id).not.toBeNull();
    }
  });

  it('is rendered the same in the browser as on the server, so the page hydrates without a mismatch', async () => {
    const root = page(twoCopies);
    const before = root.innerHTML;
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    await act(async () => {
      hydrateRoot(root, twoCopies, { onRecoverableError: (error) => void errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(root.innerHTML).toBe(before);
    consoleError.mockRestore();
  });

  it('asks for no image, where an image logo has React preload it ahead of the page', () => {
    expect(renderToString(twoCopies)).not.toMatch(/<link|<img/);
    expect(
      renderToString(<LogoImages logo={{ src: 'img/logo.png', alt: 'Effectie' }} className="navbar-logo" />),
    ).toMatch(/<link rel="preload" as="image" href="\/img\/logo.png"\/>/);
  });

  it("takes the logo's class, size and style over the file's, keeps the file's own, and shows one per colour mode", () => {
    const root = page(
      <LogoImages
        logo={{
          src: 'img/plain.svg',
          srcDark: 'img/gradient.svg',
          alt: 'Effectie',
          width: 32,
          height: 30,
          className: 'round',
          style: { color: 'red', 'border-radius': 4 },
        }}
        className="navbar-logo"
      />,
    );
    const [light, dark] = [...root.querySelectorAll('svg')];
    expect([
      light!.getAttribute('class'),
      light!.getAttribute('width'),
      light!.getAttribute('height'),
      light!.getAttribute('fill-rule'),
    ]).toEqual(['navbar-logo only-light brand round', '32', '30', 'evenodd']);
    expect([light!.style.color, light!.style.borderRadius, light!.style.getPropertyValue('--accent')]).toEqual([
      'red',
      '4px',
      '#d8d0ff',
    ]);
    expect([light!.getAttribute('role'), light!.getAttribute('aria-label'), light!.querySelector('title')]).toEqual([
      'img',
      'Effectie',
      null,
    ]);
    expect(dark!.getAttribute('class')).toBe('navbar-logo only-dark round');
  });

  it("keeps the file's size without one in site.yaml, and hides a decorative logo (empty alt) from assistive technology", () => {
    const svg = page(<LogoImages logo={{ src: 'img/plain.svg', alt: '' }} className="footer-logo" />).querySelector(
      'svg',
    )!;
    expect([
      svg.getAttribute('width'),
      svg.getAttribute('height'),
      svg.getAttribute('aria-hidden'),
      svg.getAttribute('role'),
      svg.getAttribute('aria-label'),
    ]).toEqual(['64', '64', 'true', null, null]);
  });
});
