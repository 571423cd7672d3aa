import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPrefetch } from '../../../../src/client/routing/network';

/** The Network Information API as a browser exposes it, or nothing when it does not. */
function setConnection(connection: unknown) {
  vi.stubGlobal('navigator', connection === undefined ? {} : { connection });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('canPrefetch', () => {
  it('prefetches when the browser says nothing about the connection', () => {
    setConnection(undefined);
    expect(canPrefetch()).toBe(true);
  });

  it('prefetches on a fast connection', () => {
    setConnection({ saveData: false, effectiveType: '4g' });
    expect(canPrefetch()).toBe(true);
  });

  it('does not prefetch when the visitor saves data or is on 2g', () => {
    setConnection({ saveData: true, effectiveType: '4g' });
    expect(canPrefetch()).toBe(false);
    setConnection({ effectiveType: '2g' });
    expect(canPrefetch()).toBe(false);
    setConnection({ effectiveType: 'slow-2g' });
    expect(canPrefetch()).toBe(false);
  });
});
