// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { editFixtureSite, fixtureStore } from './fixture-site';

/** site.yaml with every piece of chrome changed; nothing else differs. */
editFixtureSite((yaml) =>
  yaml
    .replace('title: Effectie\ntagline', 'title: Effectie Next\ntagline')
    .replace('navbar:\n  title: Effectie', 'navbar:\n  title: Effectie Next\n  style: primary')
    .replace('disableSwitch: false', 'disableSwitch: true')
    .replace(
      / {2}items:\n {4}- type: docSidebar[\s\S]*?\n\nfooter:/,
      [
        '  items:',
        '    - type: link',
        '      label: Guides',
        '      to: /versions',
        '      position: left',
        '    - type: html',
        '      value: "<strong>Beta</strong>"',
        '',
        'footer:',
      ].join('\n'),
    )
    .replace(
      / {2}links:\n {4}- title: Docs[\s\S]*?\n {2}logo:/,
      '  links:\n    - label: Versions\n      to: /versions\n  logo:',
    )
    .replace(/ {2}copyright: .*\n/, '  copyright: "Copyright ACME Docs"\n')
    .replace(/ {2}content: "Effectie 2\.2\.0 is out.*\n/, '  content: "Maintenance window tonight"\n'),
);
const { App } = await import('../../../src/client/App');

beforeAll(() => {
  window.scrollTo = () => {};
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

describe('site.yaml alone decides the chrome', () => {
  it('shows the edited navbar, colour switch, footer and announcement', async () => {
    render(<App store={fixtureStore()} ssrPath="/versions" />);

    const navbar = screen.getByRole('navigation', { name: 'Main' });
    expect(navbar.className).toContain('navbar--primary');
    expect(within(navbar).getByText('Effectie Next')).toBeTruthy();
    expect(within(navbar).getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe('/versions');
    expect(within(navbar).getByText('Beta').tagName).toBe('STRONG');
    expect(within(navbar).queryByRole('link', { name: 'Docs' })).toBeNull();
    expect(within(navbar).queryByRole('button', { name: /Switch between dark and light mode/ })).toBeNull();

    const footer = document.querySelector('footer')!;
    expect(within(footer).getByRole('link', { name: 'Versions' })).toBeTruthy();
    expect(within(footer).queryByRole('heading', { name: 'Docs' })).toBeNull();
    expect(footer.textContent).toContain('Copyright ACME Docs');

    expect(screen.getByRole('banner').textContent).toContain('Maintenance window tonight');
  });
});
