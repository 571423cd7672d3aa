// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../../src/client/after-first-paint';

/** A browser that reports paints, with the one observer the app makes. */
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  static made: PaintObserver[] = [];
  constructor(
    readonly callback: (entries: { getEntriesByName: (name: string) => unknown[] }, observer: PaintObserver) => void,
  ) {
    PaintObserver.made.push(this);
  }
  observe() {}
  disconnect() {}
  paint() {
    this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, this);
  }
}

beforeEach(() => {
  PaintObserver.made = [];
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('when the app starts', () => {
  it('waits for the first paint of a prerendered page, so that its own code never holds the paint back', () => {
    document.body.innerHTML = '<div id="root"><main>Prerendered</main></div>';
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).not.toHaveBeenCalled();
    PaintObserver.made[0]!.paint();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a page with nothing prerendered, as the development server serves it, which paints nothing before the app', () => {
    document.body.innerHTML = '<div id="root"><!--app-html--></div>';
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(PaintObserver.made).toHaveLength(0);
  });

  it('starts after 3 s all the same when no paint is reported', () => {
    document.body.innerHTML = '<div id="root"><main>Prerendered</main></div>';
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
