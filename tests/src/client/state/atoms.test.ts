// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureStore } from '../fixture-site';

// The colour mode is read from storage once per page, so each test starts from a fresh store.
beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  window.localStorage.clear();
});

const loadColorMode = () => import('../../../../src/client/state/color-mode');

describe('colour mode state', () => {
  it('starts from the site default, light', async () => {
    const { colorModeChoiceAtom, colorModeAtom } = await loadColorMode();
    const store = fixtureStore();
    expect(store.get(colorModeChoiceAtom)).toBe('light');
    expect(store.get(colorModeAtom)).toBe('light');
  });

  it('restores the stored choice and stores a new one', async () => {
    window.localStorage.setItem('theme', 'dark');
    const { colorModeChoiceAtom, colorModeAtom } = await loadColorMode();
    const store = fixtureStore();
    expect(store.get(colorModeAtom)).toBe('dark');
    store.set(colorModeChoiceAtom, 'light');
    expect(store.get(colorModeAtom)).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('forgets a stored value it does not know, and says so', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('theme', 'purple');
    const { colorModeChoiceAtom } = await loadColorMode();
    expect(fixtureStore().get(colorModeChoiceAtom)).toBe('light');
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('Unknown color mode "purple".');
  });

  it('ignores a stored "system" while the site does not respect the system', async () => {
    window.localStorage.setItem('theme', 'system');
    const { colorModeChoiceAtom } = await loadColorMode();
    expect(fixtureStore().get(colorModeChoiceAtom)).toBe('light');
  });

  it('shows the system\'s mode for the "system" choice', async () => {
    const { colorModeChoiceAtom, colorModeAtom, systemPrefersDarkAtom } = await loadColorMode();
    const store = fixtureStore();
    store.set(colorModeChoiceAtom, 'system');
    expect(store.get(colorModeAtom)).toBe('light');
    store.set(systemPrefersDarkAtom, true);
    expect(store.get(colorModeAtom)).toBe('dark');
  });
});

describe('preferred version state', () => {
  it("stores the chosen version under the plugin's key", async () => {
    const { preferredVersionNameAtom } = await import('../../../../src/client/state/preferred-version');
    const store = fixtureStore();
    expect(store.get(preferredVersionNameAtom)).toBeUndefined();
    store.set(preferredVersionNameAtom, 'v1');
    expect(store.get(preferredVersionNameAtom)).toBe('v1');
    expect(window.localStorage.getItem('docs-preferred-version-default')).toBe('v1');
  });

  it('reads a stored version that still exists after hydration', async () => {
    window.localStorage.setItem('docs-preferred-version-default', 'v1');
    const { preferredVersionNameAtom, syncPreferredVersionFromStorageAtom } = await import(
      '../../../../src/client/state/preferred-version'
    );
    const store = fixtureStore();
    expect(store.get(preferredVersionNameAtom)).toBeUndefined();
    store.set(syncPreferredVersionFromStorageAtom);
    expect(store.get(preferredVersionNameAtom)).toBe('v1');
  });

  it('forgets a stored version that no longer exists', async () => {
    window.localStorage.setItem('docs-preferred-version-default', 'v0');
    const { preferredVersionNameAtom, syncPreferredVersionFromStorageAtom } = await import(
      '../../../../src/client/state/preferred-version'
    );
    const store = fixtureStore();
    store.set(syncPreferredVersionFromStorageAtom);
    expect(store.get(preferredVersionNameAtom)).toBeUndefined();
    expect(window.localStorage.getItem('docs-preferred-version-default')).toBeNull();
  });
});

describe('announcement state', () => {
  const loadAnnouncement = () => import('../../../../src/client/state/announcement');

  it('stays dismissed for the announcement it was dismissed for', async () => {
    window.localStorage.setItem('announcement-id', 'effectie-2-2-0');
    window.localStorage.setItem('announcement-dismissed', 'true');
    const { announcementDismissedAtom, syncAnnouncementFromStorageAtom } = await loadAnnouncement();
    const store = fixtureStore();
    expect(store.get(announcementDismissedAtom)).toBe(false);
    store.set(syncAnnouncementFromStorageAtom);
    expect(store.get(announcementDismissedAtom)).toBe(true);
  });

  it('shows a new announcement to a visitor who dismissed the previous one', async () => {
    window.localStorage.setItem('announcement-id', 'effectie-2-1-0');
    window.localStorage.setItem('announcement-dismissed', 'true');
    const { announcementDismissedAtom, syncAnnouncementFromStorageAtom } = await loadAnnouncement();
    const store = fixtureStore();
    store.set(syncAnnouncementFromStorageAtom);
    expect(store.get(announcementDismissedAtom)).toBe(false);
    expect(window.localStorage.getItem('announcement-id')).toBe('effectie-2-2-0');
    expect(window.localStorage.getItem('announcement-dismissed')).toBeNull();
  });

  it('writes and clears the dismissal', async () => {
    const { announcementDismissedAtom } = await loadAnnouncement();
    const store = fixtureStore();
    store.set(announcementDismissedAtom, true);
    expect(window.localStorage.getItem('announcement-dismissed')).toBe('true');
    store.set(announcementDismissedAtom, false);
    expect(window.localStorage.getItem('announcement-dismissed')).toBeNull();
  });
});
