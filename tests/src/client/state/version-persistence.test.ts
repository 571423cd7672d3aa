// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { editFixtureSite } from '../fixture-site';
import { fixtureStore } from '../fixture-site';

editFixtureSite((yaml) =>
  yaml.replace('docs:\n  pluginId: default\n', 'docs:\n  pluginId: default\n  versionPersistence: none\n'),
);

afterEach(() => window.localStorage.clear());

const KEY = 'docs-preferred-version-default';

describe('docs.versionPersistence: none', () => {
  it('keeps the chosen version for this page load only, writing nothing to storage', async () => {
    const { preferredVersionNameAtom } = await import('../../../../src/client/state/preferred-version');
    const store = fixtureStore();
    store.set(preferredVersionNameAtom, 'v1');
    expect(store.get(preferredVersionNameAtom)).toBe('v1');
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('does not follow a version stored on an earlier visit', async () => {
    window.localStorage.setItem(KEY, 'v1');
    const { preferredVersionNameAtom, syncPreferredVersionFromStorageAtom } = await import(
      '../../../../src/client/state/preferred-version'
    );
    const store = fixtureStore();
    store.set(syncPreferredVersionFromStorageAtom);
    expect(store.get(preferredVersionNameAtom)).toBeUndefined();
  });
});
