import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docRoute } from '../../src/node/docs/load-version';
import type { DocMeta, DocsMetadata, VersionMeta } from '../../src/shared/docs-metadata';
import { routeKey } from '../../src/shared/routes/normalize-path';
import { activeDoc, activeVersion, versionSwitchTarget } from '../../src/shared/versions';

const RUNS = { numRuns: 150 };

/**
 * Folder and file names are disjoint from each other and from the version names, so no doc's
 * route falls under another version's path and no "x.md" meets an "x/index.md" (both are
 * unreported collisions today: see the todos in tests/src/node/config/load-site.test.ts).
 */
const folder = fc.array(fc.constantFrom('fx', 'api', 'guides'), { maxLength: 2 }).map((parts) => parts.join('/'));
const file = fc.constantFrom('index', 'intro', 'setup', 'construct', 'faq');

const versionDocs = (versionPath: string) =>
  fc
    .uniqueArray(fc.record({ dir: folder, baseName: file }), {
      minLength: 1,
      maxLength: 10,
      selector: (doc) => `${doc.dir}/${doc.baseName}`,
    })
    .map((files) =>
      files.map(
        ({ dir, baseName }): DocMeta => ({
          id: dir === '' ? baseName : `${dir}/${baseName}`,
          path: docRoute(versionPath, dir, baseName, undefined),
          title: baseName,
          sidebarLabel: baseName,
          sidebar: 'sidebar',
        }),
      ),
    );

/** Where the version dropdown leads from `pathname`, with the target's docs at hand. */
const switchFrom = (docs: DocsMetadata, pathname: string, target: VersionMeta) =>
  versionSwitchTarget(activeDoc(docs, pathname)?.doc.id, target, target.docs);

/** Several versions like the real site's: the current one at the docs root, older ones below it. */
const metadata: fc.Arbitrary<DocsMetadata> = fc
  .record({
    root: fc.constantFrom('/docs', '/', '/project/docs'),
    older: fc.uniqueArray(fc.constantFrom('v1', 'v2', 'v0.9', 'legacy'), { maxLength: 3 }),
  })
  .chain(({ root, older }) => {
    const paths = [root, ...older.map((name) => `${root === '/' ? '' : root}/${name}`)];
    const names = ['current', ...older];
    return fc.tuple(...paths.map(versionDocs)).map(
      (docsPerVersion): DocsMetadata => ({
        pluginId: 'default',
        versions: docsPerVersion.map(
          (docs, index): VersionMeta => ({
            name: names[index]!,
            label: names[index]!,
            isLast: index === 0,
            path: paths[index]!,
            mainDocId: (docs.find((doc) => doc.id === 'index') ?? docs[0]!).id,
            mainDocPath: (docs.find((doc) => doc.id === 'index') ?? docs[0]!).path,
            docs,
            draftIds: [],
            sidebars: { sidebar: { link: docs[0]!.path } },
            banner: index === 0 ? 'none' : 'unmaintained',
          }),
        ),
      }),
    );
  });

const allDocs = (docs: DocsMetadata) =>
  docs.versions.flatMap((version) => version.docs.map((doc) => ({ version, doc })));

/** The other spelling a static host serves for the same page. */
const htmlSpelling = (path: string) => (path.endsWith('/') ? `${path}index.html` : `${path}.html`);

describe('versions properties', () => {
  it('every doc has its own route, and every route resolves to exactly that doc', () => {
    fc.assert(
      fc.property(metadata, (docs) => {
        const entries = allDocs(docs);
        expect(new Set(entries.map(({ doc }) => routeKey(doc.path))).size).toBe(entries.length);
        for (const { version, doc } of entries) {
          for (const spelling of [doc.path, htmlSpelling(doc.path)]) {
            const found = activeDoc(docs, spelling);
            expect(found?.version.name, spelling).toBe(version.name);
            expect(found?.doc).toBe(doc);
          }
        }
      }),
      RUNS,
    );
  });

  it('versionSwitchTarget is total: from every doc, every version leads to one of its docs', () => {
    fc.assert(
      fc.property(metadata, (docs) => {
        for (const { doc } of allDocs(docs)) {
          for (const target of docs.versions) {
            const route = switchFrom(docs, doc.path, target);
            const landed = activeDoc(docs, route);
            expect(landed?.version.name, `${doc.path} -> ${target.name}`).toBe(target.name);
            const same = target.docs.find((candidate) => candidate.id === doc.id);
            expect(landed?.doc.id).toBe(same?.id ?? target.mainDocId);
          }
        }
      }),
      RUNS,
    );
  });

  it('switching back and forth returns to the same doc when both versions have it', () => {
    fc.assert(
      fc.property(metadata, (docs) => {
        for (const { version, doc } of allDocs(docs)) {
          for (const target of docs.versions) {
            const there = switchFrom(docs, doc.path, target);
            if (target.docs.some((candidate) => candidate.id === doc.id)) {
              expect(switchFrom(docs, there, version)).toBe(doc.path);
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('off the docs, every version leads to its main doc', () => {
    fc.assert(
      fc.property(metadata, fc.constantFrom('/versions', '/search', '/elsewhere/page'), (docs, pathname) => {
        fc.pre(activeVersion(docs, pathname) === undefined);
        for (const target of docs.versions) {
          expect(activeDoc(docs, switchFrom(docs, pathname, target))?.doc.id).toBe(target.mainDocId);
        }
      }),
      RUNS,
    );
  });
});
