import { describe, expect, it } from 'vitest';
import type { DocsMetadata } from '../../../src/shared/docs-metadata';
import {
  activeDoc,
  activeVersion,
  contextualVersion,
  isUnder,
  latestVersion,
  versionNamed,
  versionSwitchTarget,
} from '../../../src/shared/versions';
import { version } from '../node/config/fixtures';

const doc = (id: string, path: string) => ({ id, path, title: id, sidebarLabel: id, sidebar: 'sidebar' });

const current = version({
  name: 'current',
  label: 'v2.2.0',
  isLast: true,
  path: '/docs',
  docs: [
    doc('index', '/docs/'),
    doc('fx/index', '/docs/fx/'),
    doc('fx/construct', '/docs/fx/construct'),
    doc('new', '/docs/new'),
  ],
});
const v1 = version({
  name: 'v1',
  path: '/docs/v1',
  banner: 'unmaintained',
  docs: [doc('index', '/docs/v1/'), doc('fx/index', '/docs/v1/fx/'), doc('old', '/docs/v1/old')],
});
const docs: DocsMetadata = { pluginId: 'default', versions: [current, v1] };

describe('isUnder', () => {
  it('is true of the path itself and of the pages below it, however they are spelled', () => {
    expect(isUnder('/docs/v1', '/docs/v1')).toBe(true);
    expect(isUnder('/docs/v1/', '/docs/v1')).toBe(true);
    expect(isUnder('/docs/v1/fx/construct.html', '/docs/v1/')).toBe(true);
    expect(isUnder('/docs/v1/index.html', '/docs/v1')).toBe(true);
  });

  it('counts whole path segments only, and everything is under the root', () => {
    expect(isUnder('/docs/v10/fx', '/docs/v1')).toBe(false);
    expect(isUnder('/docs', '/docs/v1')).toBe(false);
    expect(isUnder('/versions', '/')).toBe(true);
  });
});

describe('versionNamed', () => {
  it('finds a version by its name, and nothing for another name or none', () => {
    expect(versionNamed(docs, 'v1')).toBe(v1);
    expect(versionNamed(docs, 'v2')).toBeUndefined();
    expect(versionNamed(docs, undefined)).toBeUndefined();
  });
});

describe('activeVersion', () => {
  it('picks the version whose path is the longest prefix', () => {
    expect(activeVersion(docs, '/docs/fx/construct')?.name).toBe('current');
    expect(activeVersion(docs, '/docs/v1/old')?.name).toBe('v1');
    expect(activeVersion(docs, '/docs/v1')?.name).toBe('v1');
    expect(activeVersion(docs, '/docs/v1/index.html')?.name).toBe('v1');
    expect(activeVersion(docs, '/docs')?.name).toBe('current');
  });

  it('matches whole path segments only', () => {
    expect(activeVersion(docs, '/docs/v10/x')?.name).toBe('current');
    expect(activeVersion(docs, '/docsy')).toBeUndefined();
    expect(activeVersion(docs, '/versions')).toBeUndefined();
    expect(activeVersion(docs, '/')).toBeUndefined();
  });

  it('handles a version at the root of the site', () => {
    const rooted: DocsMetadata = {
      pluginId: 'default',
      versions: [version({ name: 'current', path: '/', isLast: true }), version({ name: 'v1', path: '/v1' })],
    };
    expect(activeVersion(rooted, '/fx')?.name).toBe('current');
    expect(activeVersion(rooted, '/v1/fx')?.name).toBe('v1');
    expect(activeVersion(rooted, '/')?.name).toBe('current');
  });
});

describe('activeDoc', () => {
  it('finds the doc of a pathname in any spelling', () => {
    expect(activeDoc(docs, '/docs/fx')?.doc.id).toBe('fx/index');
    expect(activeDoc(docs, '/docs/fx/index.html')?.doc.id).toBe('fx/index');
    expect(activeDoc(docs, '/docs/v1/old.html')).toMatchObject({ version: { name: 'v1' }, doc: { id: 'old' } });
  });

  it('finds nothing outside the docs or on a path without a doc', () => {
    expect(activeDoc(docs, '/versions')).toBeUndefined();
    expect(activeDoc(docs, '/docs/missing')).toBeUndefined();
  });
});

describe('latestVersion', () => {
  it('the latest version is the one marked last, else the first', () => {
    expect(latestVersion(docs).name).toBe('current');
    expect(latestVersion({ versions: [v1, { ...current, isLast: false }] }).name).toBe('v1');
  });
});

describe('versionSwitchTarget', () => {
  const from = (pathname: string, target: typeof current) =>
    versionSwitchTarget(activeDoc(docs, pathname)?.doc.id, target, target.docs);

  it('opens the same doc in the other version', () => {
    expect(from('/docs/fx/', v1)).toBe('/docs/v1/fx/');
    expect(from('/docs/v1/fx/index.html', current)).toBe('/docs/fx/');
    expect(from('/docs/', v1)).toBe('/docs/v1/');
  });

  it('opens the main doc when the other version lacks the doc, or off the docs', () => {
    expect(from('/docs/new', v1)).toBe('/docs/v1/');
    expect(from('/docs/v1/old', current)).toBe('/docs/');
    expect(from('/versions', v1)).toBe('/docs/v1/');
  });

  it("opens the other version's main doc while its docs are not at hand", () => {
    expect(versionSwitchTarget('fx/index', { ...v1, mainDocPath: '/docs/v1/old' }, undefined)).toBe('/docs/v1/old');
  });
});

describe('contextualVersion', () => {
  it('prefers the version being read, then the stored one, then the latest', () => {
    expect(contextualVersion(docs, '/docs/v1/old', 'current').name).toBe('v1');
    expect(contextualVersion(docs, '/docs/fx/', 'v1').name).toBe('current');
    expect(contextualVersion(docs, '/versions', 'v1').name).toBe('v1');
    expect(contextualVersion(docs, '/versions', undefined).name).toBe('current');
    expect(contextualVersion(docs, '/', 'v0').name).toBe('current');
  });
});
