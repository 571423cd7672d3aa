// Where the memory of preparing the pages goes, on a copy of the checkout grown to N versions
// (12 by default). Two runs in one process, each after a full collection:
//   all at once: every page rendered, the search indexes, the page data files and the Markdown
//     copies in memory together, as the build holds them; then what each of them holds, measured by
//     dropping it and collecting again;
//   one page at a time: each page rendered, its search records kept, then dropped; the Markdown
//     copies made one file at a time and dropped. Its figure is the most the heap held after a
//     collection every 25 pages.
//   node --expose-gc --import tsx scripts/bench/memory-stages.ts 12
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { copyCheckout } from './scale-copy';
import { growTo } from './scale-grow';
import { loadSite } from '../../src/node/site/load-site';
import { createMarkdownRenderer } from '../../src/node/markdown';
import { renderDocs } from '../../src/node/docs/render-docs';
import { renderEachDoc } from '../../src/node/docs/render-each-doc';
import { buildSearchIndexes, createSearchIndexBuilder } from '../../src/node/search/build-indexes';
import { markdownCopyFiles, markdownFiles } from '../../src/node/markdown-copies/markdown-files';
import { versionDataFiles } from '../../src/node/page-data/page-data-files';

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('Run with node --expose-gc --import tsx.');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const chars = (values: Iterable<string>) => [...values].reduce((sum, value) => sum + value.length, 0);
const line = (name: string, value: string) => console.log(`  ${name.padEnd(40)} ${value}`);

const size = Number(process.argv[2] ?? 12);
const copy = await copyCheckout(resolve(import.meta.dirname, '../..'));
try {
  await growTo(copy, size);
  const renderer = await createMarkdownRenderer();
  const base = heap();
  const site = await loadSite({ siteRoot: copy, readHistory: false });
  const loaded = heap();
  console.log(
    `${size} versions, ${site.versions.reduce((sum, version) => sum + version.sources.docs.length, 0)} pages. Heap beyond the renderer and the code: loadSite ${mb(loaded - base)}.`,
  );

  console.log('\nAll at once:');
  let docs = await renderDocs(site, renderer);
  let search: ReturnType<typeof buildSearchIndexes> | undefined = buildSearchIndexes(site, docs);
  let modules: Map<string, string> | undefined = new Map(
    site.versions.flatMap((version) => [...versionDataFiles(version, docs)]),
  );
  let text: Map<string, string> | undefined = markdownFiles(site);
  const all = heap();
  line('everything, beyond loadSite', mb(all - loaded));
  const textChars = chars(text.values());
  text = undefined;
  const withoutText = heap();
  line('Markdown copies and llms files', `${mb(all - withoutText)} (${mb(textChars)} of characters)`);
  const moduleChars = chars(modules.values());
  modules = undefined;
  const withoutModules = heap();
  line('page data files (versionDataFiles)', `${mb(withoutText - withoutModules)} (${mb(moduleChars)} of characters)`);
  const searchChars = chars(search.assets.map((asset) => asset.source));
  search = undefined;
  const withoutSearch = heap();
  line('search index files', `${mb(withoutModules - withoutSearch)} (${mb(searchChars)} of characters)`);
  const htmlChars = chars(docs.map((doc) => doc.data.html));
  for (const doc of docs) doc.data.html = '';
  const withoutHtml = heap();
  line('rendered HTML', `${mb(withoutSearch - withoutHtml)} (${mb(htmlChars)} of characters)`);
  docs = [];
  line('the rest of the rendered pages', mb(withoutHtml - heap()));

  console.log('\nOne page at a time:');
  let peak = heap();
  let count = 0;
  const builder = createSearchIndexBuilder(site);
  await renderEachDoc(site, renderer, (doc) => {
    builder.add(doc);
    if (++count % 25 === 0) peak = Math.max(peak, heap());
  });
  const rendered = heap();
  peak = Math.max(peak, rendered);
  line('pages and their search records', `peak ${mb(peak - loaded)}, after ${mb(rendered - loaded)}`);
  builder.finish();
  const afterIndex = heap();
  let textPeak = afterIndex;
  count = 0;
  for (const file of markdownCopyFiles(site))
    if (file.text.length > 0 && ++count % 25 === 0) textPeak = Math.max(textPeak, heap());
  line('then the Markdown copies, one at a time', `peak ${mb(Math.max(textPeak, afterIndex) - loaded)}`);
} finally {
  await rm(copy, { recursive: true, force: true });
}
