// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { ScrollOnNavigation } from '../../../../src/client/components/ScrollOnNavigation';
import { useHideOnScroll } from '../../../../src/client/navbar/use-hide-on-scroll';
import { navbarHiddenAtom } from '../../../../src/client/state/ui';
import { renderInApp } from '../render';

function Probe({ enabled }: { enabled: boolean }) {
  useHideOnScroll(enabled);
  return <output>{useAtomValue(navbarHiddenAtom) ? 'hidden' : 'shown'}</output>;
}

const PAGE_HEIGHT = 5000;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: PAGE_HEIGHT });
  window.scrollTo = () => {};
  scrollTo(0);
});

describe('navbar.hideOnScroll', () => {
  it('hides the navbar while scrolling down and shows it again on scrolling up', () => {
    const { getByRole } = renderInApp(<Probe enabled />);
    scrollTo(400);
    expect(getByRole('status').textContent).toBe('hidden');
    scrollTo(900);
    expect(getByRole('status').textContent).toBe('hidden');
    scrollTo(850);
    expect(getByRole('status').textContent).toBe('shown');
  });

  it('always shows it near the top and near the bottom of the page', () => {
    const { getByRole } = renderInApp(<Probe enabled />);
    scrollTo(400);
    expect(getByRole('status').textContent).toBe('hidden');
    scrollTo(PAGE_HEIGHT - 800);
    expect(getByRole('status').textContent).toBe('shown');
    scrollTo(400);
    scrollTo(30);
    expect(getByRole('status').textContent).toBe('shown');
  });

  it('does nothing when site.yaml leaves it off', () => {
    const { getByRole } = renderInApp(<Probe enabled={false} />);
    scrollTo(400);
    scrollTo(900);
    expect(getByRole('status').textContent).toBe('shown');
  });

  it('hides the navbar when a navigation lands on a hash target, so the heading is not covered', () => {
    const heading = Object.assign(document.createElement('h2'), { id: 'summon' });
    heading.scrollIntoView = () => {};
    document.body.append(heading);
    window.history.replaceState(null, '', '/docs/cats-effect2/fx/#summon');
    const { getByRole } = renderInApp(
      <>
        <ScrollOnNavigation />
        <Probe enabled />
      </>,
      { path: '/docs/cats-effect2/fx/' },
    );
    expect(getByRole('status').textContent).toBe('hidden');
    heading.remove();
  });
});
