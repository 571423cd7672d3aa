import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { devSite } from '../../../../src/node/dev/dev-site';
import type { ModuleApi } from '../../../../src/node/api-reference/module-api';
import { formatModuleApi } from '../../../../src/node/api-reference/reference-store';
import { formatCachedPage } from '../../../../src/node/examples/cache-store';
import { collectPageExamples } from '../../../../src/node/examples/page-examples';
import { renderDocs, type RenderedDoc } from '../../../../src/node/docs/render-docs';
import { loadSite, type LoadedSite } from '../../../../src/node/site/load-site';
import { dom } from '../markdown/helpers';
import { copySite, TYPES_SITE } from '../examples/helpers';

const core: ModuleApi = {
  module: 'effectie-core',
  artifact: 'io.kevinlee:effectie-core_2.13:2.2.0',
  items: [
    { kind: 'type class', name: 'FxCtor', qualifiedName: 'effectie.core.FxCtor', signature: 'trait FxCtor[F[_]]' },
    {
      kind: 'method',
      name: 'pureOf',
      qualifiedName: 'effectie.core.FxCtor#pureOf',
      signature: 'def pureOf[A](a: A): F[A]',
    },
    { kind: 'method', name: 'unitOf', qualifiedName: 'effectie.core.FxCtor#unitOf', signature: 'def unitOf: F[Unit]' },
    {
      kind: 'instance',
      name: 'ioFx',
      qualifiedName: 'effectie.instances.future.fx#futureFx',
      signature: 'implicit def futureFx(implicit EC: ExecutionContext): Fx[Future]',
    },
  ],
};
const syntax: ModuleApi = {
  module: 'effectie-syntax',
  artifact: 'io.kevinlee:effectie-syntax_2.13:2.2.0',
  items: [
    {
      kind: 'syntax',
      name: 'effectOf',
      qualifiedName: 'effectie.syntax.fx#effectOf',
      signature: 'def effectOf[F[_]]: CurriedEffectOf[F]',
    },
    {
      kind: 'syntax',
      name: 'pureOfSome',
      qualifiedName: 'effectie.syntax.fx.FxOps#pureOfSome',
      signature: 'def pureOfSome[F[_]](implicit EF: FxCtor[F]): F[Option[A]]',
    },
  ],
};

/** The types fixture with a committed API reference and committed output and types for its page. */
async function siteWithReference(): Promise<string> {
  const root = await copySite(TYPES_SITE);
  await mkdir(join(root, 'api-reference/current'), { recursive: true });
  for (const module of [core, syntax])
    await writeFile(join(root, `api-reference/current/${module.module}.json`), formatModuleApi(module));
  const site = await loadSite({ siteRoot: root, compiledExamples: 'skip' });
  const [page] = collectPageExamples(site.config, site.versions).pages;
  const code = page!.blocks[0]!.code;
  await mkdir(join(root, 'compiled-examples/current/guide'), { recursive: true });
  const line = code.split('\n').findIndex((text) => text.includes('effectOf'));
  await writeFile(
    join(root, 'compiled-examples/current/guide/effects.json'),
    formatCachedPage({
      page: page!.fileName,
      set: page!.set.name,
      key: page!.key,
      rendered: page!.blocks.map((block) => block.code),
      types: {
        entries: [
          {
            signature: 'def effectOf[F[_]]: CurriedEffectOf[F]',
            symbol: 'effectie.syntax.fx#effectOf',
            type: 'IO[Int]',
            implicits: [
              {
                param: 'EF',
                type: 'FxCtor[IO]',
                value: 'fx.ioFx',
                valueType: 'Fx[IO]',
                symbol: 'effectie.instances.ce3.fx.ioFx',
              },
            ],
          },
          { signature: 'val answer: IO[Int]' },
        ],
        blocks: page!.blocks.map((_, index) =>
          index === 0
            ? [
                [line, 4, 6, 1],
                [line, 13, 8, 0],
              ]
            : [],
        ),
      },
    }),
  );
  return root;
}

describe('the API reference of a version', () => {
  let site: LoadedSite;
  let rendered: RenderedDoc[];
  beforeAll(async () => {
    site = await loadSite({ siteRoot: await siteWithReference() });
    rendered = await renderDocs(site);
  });

  const page = (id: string) => rendered.find((doc) => doc.data.id === id)!;

  it('is pages of the version: an index and one per module, last in the sidebar, mapped across versions by id', () => {
    const version = site.versions[0]!;
    expect(
      version.meta.docs.filter((doc) => doc.id.startsWith('api/')).map((doc) => [doc.id, doc.path, doc.sidebarLabel]),
    ).toEqual([
      ['api/index', '/docs/api/', 'API reference'],
      ['api/effectie-core', '/docs/api/effectie-core', 'effectie-core'],
      ['api/effectie-syntax', '/docs/api/effectie-syntax', 'effectie-syntax'],
    ]);
    const last = version.sidebar.at(-1)!;
    expect(last).toMatchObject({ type: 'category', label: 'API reference', href: '/docs/api/' });
    // Nothing to edit: the pages come from api-reference/, not from content/.
    expect(page('api/effectie-core').data.editUrl).toBeUndefined();
  });

  it('lists each item with its signature and the pages whose examples use it, at an anchor of its own', () => {
    const html = dom(page('api/effectie-syntax').data.html);
    // The module's common package is left out of anchors: effectie.syntax.fx#effectOf is #effectOf here.
    const entry = html.getElementById('effectOf')!;
    expect(entry.tagName).toBe('H3');
    expect(entry.nextElementSibling?.textContent).toBe('def effectOf[F[_]]: CurriedEffectOf[F]Copy');
    const usedIn = entry.nextElementSibling?.nextElementSibling;
    expect(usedIn?.textContent).toBe('Used in Effects.');
    expect(usedIn?.querySelector('a')?.getAttribute('href')).toBe('/docs/guide/effects');
    expect(html.getElementById('FxOps.pureOfSome')?.nextElementSibling?.nextElementSibling?.textContent).toBe(
      'No example on these pages uses it.',
    );
    const core = dom(page('api/effectie-core').data.html);
    // A type class heads its methods and the instances of its companion.
    expect([...core.querySelectorAll('h2, h3')].map((heading) => heading.id)).toEqual([
      'core.FxCtor',
      'core.FxCtor.pureOf',
      'core.FxCtor.unitOf',
      'instances.future.fx',
      'instances.future.fx.futureFx',
    ]);
    expect(core.getElementById('instances.future.fx')?.nextElementSibling?.textContent).toBe(
      'Instances in effectie.instances.future.fx: import effectie.instances.future.fx._ to bring them into scope.',
    );
  });

  it('is linked from the identifiers of the examples that have an entry', () => {
    const html = dom(page('guide/effects').data.html);
    const effectOf = html.querySelector('pre a[aria-describedby]')!;
    expect(effectOf.textContent).toBe('effectOf');
    expect(effectOf.getAttribute('href')).toBe('/docs/api/effectie-syntax#effectOf');
    expect(html.querySelector('pre span[aria-describedby]')?.textContent).toBe('answer');
  });

  it("is the same from the development server, which reads the examples' types only for a version's first page", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dev = devSite({ siteRoot: await siteWithReference(), configFile: 'site.yaml', readHistory: false });
    const loaded = await dev.site();
    expect(loaded.versions[0]!.sources.docs.find((doc) => doc.id === 'api/effectie-syntax')?.body).not.toContain(
      'Used in',
    );
    expect(await dev.dataFile('page-data/current/api/effectie-syntax.html')).toBe(
      page('api/effectie-syntax').data.html,
    );
    expect(await dev.textFile('docs/api/effectie-syntax.md')).toContain('Used in [Effects]');
  });

  it('has an index that lists the modules with what they hold', () => {
    const html = dom(page('api/index').data.html);
    expect([...html.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'effectie-core: io.kevinlee:effectie-core_2.13:2.2.0; 1 type class, 2 methods, 1 instance.',
      'effectie-syntax: io.kevinlee:effectie-syntax_2.13:2.2.0; 2 syntax.',
    ]);
  });
});

describe('a page written where the API reference goes', () => {
  it('stops the build, naming the page', async () => {
    const root = await siteWithReference();
    await mkdir(join(root, 'content/current/api'), { recursive: true });
    await writeFile(join(root, 'content/current/api/notes.md'), '---\ntitle: Notes\n---\n\nText.\n');
    await expect(loadSite({ siteRoot: root, compiledExamples: 'skip' })).rejects.toThrow(
      'content/current/api/notes.md:1:1 is in api/, where the build writes the API reference of version "current"; move the page to another folder.',
    );
  });
});
