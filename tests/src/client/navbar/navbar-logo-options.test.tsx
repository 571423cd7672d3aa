// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Navbar } from '../../../../src/client/navbar/Navbar';
import { fixtureSiteData } from '../fixture-site';
import { renderInApp, stubMatchMedia } from '../render';

const site = await fixtureSiteData((yaml) =>
  yaml.replace(
    '    alt: Effectie logo\n',
    [
      '    alt: Effectie logo',
      '    href: https://github.com/kevin-lee',
      '    target: _self',
      '    className: logo-round',
      '    style: { border-radius: 50%, width: 40 }',
      '',
    ].join('\n'),
  ),
);

beforeEach(() => stubMatchMedia());

describe("the navbar logo with Docusaurus's logo options", () => {
  it('links the brand where href says, in the tab target says, without an external-link icon', () => {
    renderInApp(<Navbar />, { path: '/docs/', site });
    const brand = screen.getByRole('navigation', { name: 'Main' }).querySelector('a.navbar-brand')!;
    expect(brand.getAttribute('href')).toBe('https://github.com/kevin-lee');
    expect(brand.getAttribute('target')).toBe('_self');
    expect(brand.querySelector('.external-link-icon')).toBeNull();
  });

  it('gives the logo image its class and style', () => {
    renderInApp(<Navbar />, { path: '/docs/', site });
    const logo = screen.getByRole('img', { name: 'Effectie logo' }) as Element as SVGSVGElement;
    expect(logo.getAttribute('class')).toBe('navbar-logo logo-round');
    expect([logo.style.borderRadius, logo.style.width]).toEqual(['50%', '40px']);
  });
});
