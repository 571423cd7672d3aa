// `npm run bench -- --scale 12,42,100`: what a page, a build and the development server cost as
// the site grows to many versions, measured on a copy of the checkout grown as version:cut would;
// `npm run bench -- --scale --pages 500,2000`: the same as its current version grows by plain pages.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pageSizes, scaleSizes } from './scale-args';
import { forgetBuilds, timedBuild } from './scale-build';
import { appendFile, rm } from 'node:fs/promises';
import { copyCheckout } from './scale-copy';
import { devServerFirstPage } from './scale-dev-server';
import { countFiles, folderBytes } from './scale-files';
import { growTo, versionCount } from './scale-grow';
import { grownPageCount, growPagesTo } from './many-pages';
import { scaleLine, scaleTable, type ScaleAxis, type ScaleRow } from './scale-report';
import { sitePages } from './page-weight';
import { heaviestPageWeight } from './scale-weight';

const appendParagraph = (file: string) => appendFile(file, `\nA paragraph added at ${new Date().toISOString()}.\n`);

/** The figures of the site in `copy` as it is: two builds, then its heaviest page, then the development server. */
async function measure(copy: string, port: number): Promise<ScaleRow> {
  await forgetBuilds(copy);
  const cold = await timedBuild(copy);
  const warm = await timedBuild(copy);
  // A site owner's usual change: a paragraph more on a page of the current version.
  await appendParagraph(join(copy, 'content/current/index.md'));
  const edited = await timedBuild(copy);
  const dist = join(copy, 'dist');
  const { route, weight } = await heaviestPageWeight(dist, port);
  return {
    versions: await versionCount(copy),
    addedPages: await grownPageCount(copy),
    pages: sitePages(dist).length,
    contentFiles: await countFiles(join(copy, 'content')),
    cold,
    warm,
    edited,
    distBytes: await folderBytes(dist),
    heaviest: { route, beforeLoad: weight.beforeLoad, untilIdle: weight.untilIdle },
    devServer: await devServerFirstPage(copy, port + 1),
    loadAverage: loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
  };
}

/**
 * Measures the site as it is, then grows a copy of the checkout to each of the sizes `--scale`
 * names and measures it again; prints a line per size as it goes and the table at the end. The
 * checkout itself is only read; the copy is removed at the end.
 */
export async function scaleBench(
  root: string,
  value: string,
  port: number,
  axis: ScaleAxis = 'versions',
): Promise<void> {
  const existing = axis === 'versions' ? await versionCount(root) : 0;
  const sizes = axis === 'versions' ? scaleSizes(value, existing) : pageSizes(value);
  const copy = await copyCheckout(root);
  console.log(
    axis === 'versions'
      ? `Growing a copy of the site (${copy}) from ${existing} versions to ${sizes.join(', ')}, archiving current as version:cut does.`
      : `Growing a copy of the site (${copy}) by ${sizes.join(', ')} plain pages in its current version, in folders of 200.`,
  );
  try {
    const rows: ScaleRow[] = [];
    for (const size of [existing, ...sizes]) {
      await (axis === 'versions' ? growTo(copy, size) : growPagesTo(copy, size));
      const row = await measure(copy, port);
      rows.push(row);
      console.log(scaleLine(row, axis));
    }
    console.log(`\n${scaleTable(rows, axis)}`);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
