// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { canPrefetch } from '../../../../src/client/routing/network';

function setConnection(connection: unknown) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  delete (navigator as { connection?: unknown }).connection;
});

describe('canPrefetch', () => {
  it('prefetches when the browser says nothing about the connection', () => {
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
