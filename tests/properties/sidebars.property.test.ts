import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categorySchema } from '../../schema/content';
import type { SidebarSourceCategory } from '../../src/node/docs/sidebars/generate';
import { doc as sourceDoc, generateSidebar, type TestDoc } from '../src/node/docs/sidebar-outline';
import type { Sidebar, SidebarCategory } from '../../src/shared/sidebar';
import { previousAndNext, readingOrder } from '../../src/shared/sidebar-navigation';

const RUNS = { numRuns: 150 };
const VERSION_PATH = '/docs';

const name = fc.constantFrom('index', 'intro', 'setup', 'fx', 'a', 'b', 'z', 'error-handling');
const dir = fc
  .array(fc.constantFrom('fx', 'a', 'b', 'index', 'cats-effect'), { minLength: 0, maxLength: 3 })
  .map((parts) => parts.join('/'));
const position = fc.option(fc.integer({ min: -2, max: 3 }), { nil: undefined });

interface Tree {
  docs: TestDoc[];
  categories: SidebarSourceCategory[];
}

/** A version's folder tree: docs in random folders with random positions, and some _category_.yaml files. */
const tree: fc.Arbitrary<Tree> = fc
  .uniqueArray(fc.record({ dir, baseName: name, position }), {
    minLength: 1,
    maxLength: 25,
    selector: (file) => `${file.dir}/${file.baseName}`,
  })
  .map((files) =>
    files.map((file) => {
      const path = file.dir === '' ? file.baseName : `${file.dir}/${file.baseName}`;
      return sourceDoc(path, {
        label: `${file.baseName} in ${file.dir || 'root'}`,
        ...(file.position === undefined ? {} : { position: file.position }),
      });
    }),
  )
  .chain((docs) => {
    const dirs = [
      ...new Set(
        docs.flatMap((doc) => doc.dir.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'))),
      ),
    ].filter((folder) => folder !== '');
    const category = (folder: string) =>
      fc
        .record({
          label: fc.constantFrom('Basics', 'Fx', 'More'),
          position,
          collapsed: fc.boolean(),
          // A link to a doc of the folder, or no link (its index doc, if any, is then the link).
          linkIndex: fc.option(fc.nat(), { nil: undefined }),
        })
        .map(({ label, position: at, collapsed, linkIndex }): SidebarSourceCategory => {
          const own = docs.filter((doc) => doc.dir === folder);
          const link = linkIndex === undefined || own.length === 0 ? undefined : own[linkIndex % own.length]!;
          return {
            dir: folder,
            meta: categorySchema.parse({ label, position: at, collapsed, link: link && { type: 'doc', id: link.id } }),
          };
        });
    return fc
      .subarray(dirs)
      .chain((withMeta) => fc.tuple(...withMeta.map(category)).map((categories) => ({ docs, categories })));
  });

function categories(sidebar: Sidebar): SidebarCategory[] {
  return sidebar.flatMap((item) => (item.type === 'category' ? [item, ...categories(item.items)] : []));
}

describe('sidebar properties', () => {
  it('every doc appears exactly once in reading order, as an entry or a category link', () => {
    fc.assert(
      fc.property(tree, ({ docs, categories: metas }) => {
        const order = readingOrder(generateSidebar(docs, metas)).map((link) => link.id);
        expect([...order].sort()).toEqual(docs.map((doc) => doc.id).sort());
      }),
      RUNS,
    );
  });

  it('the sidebar does not depend on the order the files were read in', () => {
    const shuffled = tree.chain((input) =>
      fc
        .tuple(
          fc.shuffledSubarray(input.docs, { minLength: input.docs.length }),
          fc.shuffledSubarray(input.categories, { minLength: input.categories.length }),
        )
        .map(([docs, metas]) => ({ input, docs, metas })),
    );
    fc.assert(
      fc.property(shuffled, ({ input, docs, metas }) => {
        expect(generateSidebar(docs, metas)).toEqual(generateSidebar(input.docs, input.categories));
      }),
      RUNS,
    );
  });

  it('previous and next links form one chain through the reading order', () => {
    fc.assert(
      fc.property(tree, ({ docs, categories: metas }) => {
        const sidebar = generateSidebar(docs, metas);
        const order = readingOrder(sidebar);
        order.forEach((link, index) => {
          const { previous, next } = previousAndNext(sidebar, link.id);
          expect(previous?.id).toBe(order[index - 1]?.id);
          expect(next?.id).toBe(order[index + 1]?.id);
          if (next) expect(previousAndNext(sidebar, next.id).previous?.id).toBe(link.id);
        });
      }),
      RUNS,
    );
  });

  it('category links point at docs of the same version, with their own route', () => {
    fc.assert(
      fc.property(tree, ({ docs, categories: metas }) => {
        const byId = new Map(docs.map((doc) => [doc.id, doc]));
        for (const category of categories(generateSidebar(docs, metas))) {
          if (category.docId === undefined) {
            expect(category.href).toBeUndefined();
            continue;
          }
          const target = byId.get(category.docId);
          expect(target, category.docId).toBeDefined();
          expect(category.href).toBe(target!.path);
          expect(category.href!.startsWith(`${VERSION_PATH}/`)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('entries of a level are ordered by position (unpositioned last), then by name', () => {
    fc.assert(
      fc.property(tree, ({ docs }) => {
        // Without _category_.yaml files, the ranks are easy to recompute from the docs alone.
        const sidebar = generateSidebar(docs, []);
        /** A doc inside a category: its id names the category's folder. */
        const anyDocId = (item: Sidebar[number]): string =>
          item.type === 'doc'
            ? item.id
            : item.type === 'category'
              ? (item.docId ?? item.items.map(anyDocId).find((id) => id !== '') ?? '')
              : '';
        const rank = (item: Sidebar[number], depth: number): [number, string] => {
          if (item.type === 'doc') {
            const doc = docs.find((candidate) => candidate.id === item.id)!;
            // A category that holds only its index doc stands as that doc, under its folder's name.
            const folders = doc.dir === '' ? [] : doc.dir.split('/');
            if (folders.length > depth) return [doc.position ?? Number.POSITIVE_INFINITY, folders[depth]!];
            const at =
              doc.position ??
              (doc.dir === '' && doc.source === 'index.md' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY);
            return [at, doc.source];
          }
          if (item.type !== 'category') return [Number.POSITIVE_INFINITY, ''];
          const index = docs.find((candidate) => candidate.id === item.docId);
          return [index?.position ?? Number.POSITIVE_INFINITY, anyDocId(item).split('/')[depth]!];
        };
        const check = (items: Sidebar, depth: number) => {
          for (let index = 1; index < items.length; index += 1) {
            const [a, nameA] = rank(items[index - 1]!, depth);
            const [b, nameB] = rank(items[index]!, depth);
            expect(a <= b, `${nameA} before ${nameB}`).toBe(true);
            // The same position: by name.
            if (a === b) expect(nameA <= nameB, `${nameA} before ${nameB}, both at ${a}`).toBe(true);
          }
          for (const item of items) if (item.type === 'category') check(item.items, depth + 1);
        };
        check(sidebar, 0);
      }),
      RUNS,
    );
  });
});
