// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import PageViewTracker from '../../../../src/client/analytics/PageViewTracker';

const beacons: Array<{ url: string; body: { path: string; title: string; referrer: string } }> = [];

beforeEach(() => {
  beacons.length = 0;
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      const reader = new FileReader();
      reader.onload = () => beacons.push({ url, body: JSON.parse(String(reader.result)) });
      reader.readAsText(data);
      return true;
    },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function settle() {
  await act(async () => {
    vi.runAllTimers();
  });
  await vi.waitFor(() => Promise.resolve());
}

describe('page views', () => {
  it('sends exactly one event per route change, with the path of the new page', async () => {
    const location = memoryLocation({ path: '/docs/', record: true });
    render(
      <Router hook={location.hook}>
        <PageViewTracker analytics={{ endpoint: '/collect' }} />
      </Router>,
    );
    await settle();
    act(() => location.navigate('/docs/cats-effect2/import'));
    await settle();
    act(() => location.navigate('/versions'));
    await settle();
    await vi.waitFor(() => expect(beacons).toHaveLength(3));
    expect(beacons.map((beacon) => beacon.url)).toEqual(['/collect', '/collect', '/collect']);
    expect(beacons.map((beacon) => beacon.body.path)).toEqual(['/docs/', '/docs/cats-effect2/import', '/versions']);
    expect(beacons[2]!.body.referrer).toBe(`${window.location.origin}/docs/cats-effect2/import`);
  });

  it('queues a Google tag page_view, loading gtag.js once, when a gtag id is configured', async () => {
    const location = memoryLocation({ path: '/', record: true });
    render(
      <Router hook={location.hook}>
        <PageViewTracker analytics={{ gtag: 'G-TEST123' }} />
      </Router>,
    );
    await settle();
    act(() => location.navigate('/versions'));
    await settle();
    const events = ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((entry) => [...entry])
      .filter((entry) => entry[0] === 'event');
    expect(events.map((entry) => (entry[2] as { page_path: string }).page_path)).toEqual(['/', '/versions']);
    expect(
      document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js?id=G-TEST123"]'),
    ).toHaveLength(1);
    expect(beacons).toHaveLength(0);
  });
});
