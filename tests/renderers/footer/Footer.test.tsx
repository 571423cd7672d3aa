// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../schema';
import { Footer } from '../../../renderers/footer/Footer';
import { readPageSiteData } from '../../../src/client/site/read-page-data';
import { renderInApp } from '../../src/client/render';

const siteConfig = readPageSiteData(document).config;

type FooterConfig = SiteConfig['footer'];

describe('Footer (real site.yaml)', () => {
  it('renders its link columns with titles', () => {
    renderInApp(<Footer footer={siteConfig.footer} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.className).toBe('footer footer--dark');
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Docs', 'More']);
    const columns = footer.querySelectorAll('.footer-column');
    expect([...columns[0]!.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        ['Getting Started', '/docs/'],
        ['For Cats Effect 2', '/docs/cats-effect2/'],
        ['For Monix', '/docs/monix3/'],
      ],
    );
    const github = within(columns[1] as HTMLElement).getByRole('link', { name: /GitHub/ });
    expect(github.getAttribute('target')).toBe('_blank');
  });

  it('shows the logo twice, one per colour mode, inline and named by its alt text, linking where site.yaml says', () => {
    renderInApp(<Footer footer={siteConfig.footer} />);
    const logos = [...document.querySelectorAll('.footer-logo')];
    expect(
      logos.map((logo) => [
        logo.tagName,
        logo.getAttribute('class'),
        logo.getAttribute('role'),
        logo.getAttribute('aria-label'),
      ]),
    ).toEqual([
      ['svg', 'footer-logo only-light', 'img', 'Effectie'],
      ['svg', 'footer-logo only-dark', 'img', 'Effectie'],
    ]);
    // The two files' drawings: the dark logo is not the light one again.
    expect(logos[0]!.innerHTML).not.toBe(logos[1]!.innerHTML);
    const box = logos[0]!.closest('a')!;
    expect(box.getAttribute('href')).toBe('https://github.com/kevin-lee/effectie');
    expect(box.getAttribute('target')).toBe('_blank');
  });

  it('renders the copyright HTML', () => {
    renderInApp(<Footer footer={siteConfig.footer} />);
    const copyright = document.querySelector('.footer-copyright')!;
    expect(copyright.textContent).toBe('Copyright © 2019 Kevin Lee. Documentation licensed under the MIT License.');
    expect(
      within(copyright as HTMLElement)
        .getByRole('link', { name: 'the MIT License' })
        .getAttribute('href'),
    ).toBe('https://github.com/kevin-lee/effectie/blob/main/LICENSE');
  });
});

describe('Footer (custom footers)', () => {
  it('renders a flat list of links, HTML entries included', () => {
    const footer: FooterConfig = {
      style: 'light',
      links: [
        { label: 'Docs', to: '/docs/' },
        { label: 'Blog', href: 'https://example.org/blog' },
        { label: 'Badge', html: '<img class="badge" alt="build passing" src="/badge.svg">' },
      ],
    };
    renderInApp(<Footer footer={footer} />);
    const list = document.querySelector('ul.footer-items--flat') as HTMLElement;
    expect(screen.getByRole('contentinfo').className).toBe('footer footer--light');
    expect(document.querySelector('.footer-columns')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/docs/');
    expect(within(list).getByRole('img', { name: 'build passing' })).toBeTruthy();
  });

  it('gives a link the attributes site.yaml sets on it', () => {
    renderInApp(
      <Footer
        footer={{
          style: 'dark',
          links: [
            {
              label: 'GitHub',
              href: 'https://github.com/kevin-lee/effectie',
              target: '_self',
              title: 'Sources',
              className: 'gh',
              'aria-label': 'GitHub repository',
            },
          ],
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'GitHub repository' });
    expect(link.getAttribute('target')).toBe('_self');
    expect(link.getAttribute('title')).toBe('Sources');
    expect(link.className).toBe('footer-link gh');
  });

  it('shows a single logo without srcDark, an image when it is no small SVG, and links it inside the site', () => {
    renderInApp(
      <Footer
        footer={{ style: 'dark', links: [], logo: { src: 'img/social-card.png', alt: 'Logo', href: '/docs/' } }}
      />,
    );
    const images = document.querySelectorAll('.footer-logo');
    expect(images).toHaveLength(1);
    expect([
      images[0]!.tagName,
      images[0]!.className,
      images[0]!.getAttribute('src'),
      images[0]!.getAttribute('loading'),
    ]).toEqual(['IMG', 'footer-logo', '/img/social-card.png', 'lazy']);
    const link = images[0]!.closest('a')!;
    expect(link.getAttribute('href')).toBe('/docs/');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('shows an unlinked logo in a plain box', () => {
    renderInApp(
      <Footer
        footer={{ style: 'dark', links: [], logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: '' } }}
      />,
    );
    expect(document.querySelector('div.footer-logo-box')!.querySelectorAll('.footer-logo')).toHaveLength(2);
    expect(document.querySelector('.footer-logo-box')!.closest('a')).toBeNull();
  });

  it('renders nothing when there is nothing to show', () => {
    const { container } = renderInApp(<Footer footer={{ style: 'dark', links: [] }} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders a column without a title as a column, with no heading', () => {
    renderInApp(
      <Footer
        footer={{
          style: 'dark',
          links: [
            { items: [{ label: 'Docs', to: '/docs/' }] },
            { title: 'More', items: [{ label: 'Versions', to: '/versions' }] },
          ],
        }}
      />,
    );
    const columns = document.querySelectorAll('.footer-column');
    expect(columns).toHaveLength(2);
    expect(columns[0]!.querySelector('h2')).toBeNull();
    expect(
      within(columns[0] as HTMLElement)
        .getByRole('link', { name: 'Docs' })
        .getAttribute('href'),
    ).toBe('/docs/');
    expect(within(columns[1] as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe('More');
  });

  it('gives the logo its class, style and target, and keeps an external one in this tab with target: _self', () => {
    renderInApp(
      <Footer
        footer={{
          style: 'dark',
          links: [],
          logo: {
            src: 'img/logo.svg',
            alt: 'Effectie',
            href: 'https://example.org',
            target: '_self',
            className: 'round',
            style: { 'border-radius': 4, maxHeight: '40px', '--tint': 'red' },
          },
        }}
      />,
    );
    const image = document.querySelector('.footer-logo') as SVGSVGElement;
    expect(image.getAttribute('class')).toBe('footer-logo round');
    expect([image.style.borderRadius, image.style.maxHeight, image.style.getPropertyValue('--tint')]).toEqual([
      '4px',
      '40px',
      'red',
    ]);
    const link = image.closest('a')!;
    expect(link.getAttribute('href')).toBe('https://example.org');
    expect(link.getAttribute('target')).toBe('_self');
    expect(link.querySelector('.external-link-icon')).toBeNull();
  });
});
