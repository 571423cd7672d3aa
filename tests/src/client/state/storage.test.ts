// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage, storageKeys } from '../../../../src/client/state/storage';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('safeStorage', () => {
  it('reads, writes and removes like localStorage', () => {
    expect(safeStorage.get('theme')).toBeNull();
    safeStorage.set('theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(safeStorage.get('theme')).toBe('dark');
    safeStorage.remove('theme');
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('survives a browser that blocks localStorage altogether', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => window.localStorage).toThrow('The operation is insecure.');
    expect(safeStorage.get('theme')).toBeNull();
    expect(() => safeStorage.set('theme', 'dark')).not.toThrow();
    expect(() => safeStorage.remove('theme')).not.toThrow();
  });

  it('survives a full quota and failing reads', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('broken');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('broken');
    });
    expect(() => safeStorage.set('theme', 'dark')).not.toThrow();
    expect(safeStorage.get('theme')).toBeNull();
    expect(() => safeStorage.remove('theme')).not.toThrow();
  });
});

describe('storageKeys', () => {
  it('names the keys the inline head scripts read too', () => {
    expect(storageKeys.theme).toBe('theme');
    expect(storageKeys.announcementDismissed).toBe('announcement-dismissed');
    expect(storageKeys.announcementId).toBe('announcement-id');
    expect(storageKeys.preferredVersion('default')).toBe('docs-preferred-version-default');
  });
});
