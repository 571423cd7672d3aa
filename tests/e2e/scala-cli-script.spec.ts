import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { pageScripts } from '../../src/node/examples/block-scripts';
import { findScalaBlocks } from '../../src/node/examples/scala-blocks';
import { waitForHydration } from './support/browser';
import { scriptSet } from '../../src/node/examples/script-dependencies';
import { distDir, siteRoot } from './support/site';
import { READER } from './support/reader';

/**
 * "Scala CLI" on a compiled example copies a program that runs with `scala-cli run`: the page
 * assembles it from its own blocks, and it is the script `npm run examples -- --check` compiles.
 */

const CE3 = { scalaVersion: '2.13.16', dependencies: ['io.kevinlee:effectie-cats-effect3_2.13:2.2.0'] };
/** The sets of the pages below: Cats Effect 3, and its Scala 3 set, which some blocks name (`examples=`). */
const SETS: Record<string, typeof CE3> = {
  'current-ce3': CE3,
  'current-ce3-scala3': { ...CE3, scalaVersion: '3.3.7' },
};

/**
 * The script the check compiles for a block of a page, from the page file and its committed
 * output: the block's own set's blocks and output, as each set compiles a page's blocks apart.
 */
function checkedScript(page: string, block: number): string {
  const { blocks } = findScalaBlocks(readFileSync(join(siteRoot, 'content', `${page}.md`), 'utf8'), 1);
  const stored = JSON.parse(readFileSync(join(siteRoot, 'compiled-examples', `${page}.json`), 'utf8')) as {
    set: string;
    rendered: Array<string | null>;
    otherSets?: Array<{ set: string; rendered: Array<string | null> }>;
  };
  const setOf = (index: number) => blocks[index]!.examples ?? stored.set;
  const set = setOf(block);
  const own = blocks.flatMap((_, index) => (setOf(index) === set ? [index] : []));
  const { rendered } = [stored, ...(stored.otherSets ?? [])].find((entry) => entry.set === set)!;
  return pageScripts(
    scriptSet(SETS[set]!),
    own.map((index) => blocks[index]!),
    rendered,
  )[own.indexOf(block)]!;
}

async function copyScript(page: Page, example: number): Promise<string> {
  const block = page.locator(`.code-block[data-example="${example}"]`);
  await block.hover();
  const button = block.getByRole('button', { name: 'Copy as a Scala CLI script' });
  await button.click();
  await expect(block.getByRole('button', { name: 'Copied' })).toHaveText('Copied');
  return page.evaluate(() => navigator.clipboard.readText());
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test(
  'copies an example with the blocks it depends on, the set coordinates and its shown values printed',
  READER,
  async ({ page }) => {
    await page.goto('/docs/cats-effect3/fx/error-handling/can-handle-error');
    await waitForHydration(page);
    const example = await page
      .locator('.code-block[data-example]')
      .filter({ hasText: 'handleNonFatal(fromEffect[IO](unconfiguredLookup' })
      .getAttribute('data-example');
    const script = await copyScript(page, Number(example));

    expect(script).toBe(checkedScript('current/cats-effect3/fx/error-handling/can-handle-error', Number(example)));
    expect(script.split('\n').slice(0, 2)).toEqual([
      '//> using scala 2.13.16',
      '//> using dep io.kevinlee::effectie-cats-effect3:2.2.0',
    ]);
    // The page's first block (imports, a silent definition) and the definitions above the example come along.
    expect(script).toContain('import effectie.instances.ce3.fx._');
    expect(script).toContain('def unconfiguredLookup(id: UserId): IO[Option[User]] =');
    // mdoc:fail code is never part of a program.
    expect(script).not.toContain('val points: IO[Int] = loyaltyPoints.handleNonFatal(_ => "not available")');
    // The value the page shows under the example is printed when the script runs.
    expect(script).toContain(
      'println(CanHandleError[IO]\n  .handleNonFatal(fromEffect[IO](unconfiguredLookup(linus.id)))(_ => None)\n  .unsafeRunSync())',
    );
    expect(script.trimEnd().endsWith('}')).toBe(true);
  },
);

test('after mdoc:reset a script starts over, a Scala 3 example copies a Scala 3 script, and the control works from the keyboard', async ({
  page,
}) => {
  await page.goto('/docs/cats-effect3/import');
  await waitForHydration(page);
  // A mdoc:reset block of the page's Scala 3 set; the Scala 3 blocks before it import the same names.
  const block = page.locator('.code-block[data-script-deps]').filter({ hasText: 'summon[Fx[IO]]' });
  const example = Number(await block.getAttribute('data-example'));
  await block.getByRole('button', { name: 'Copy as a Scala CLI script' }).focus();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const script = await page.evaluate(() => navigator.clipboard.readText());
  expect(script).toBe(checkedScript('current/cats-effect3/import', example));
  expect(script.split('\n')[0]).toBe('//> using scala 3.3.7');
  expect(script.match(/^import cats\.effect\.IO$/gm)).toHaveLength(1);
  expect(script).toContain('import effectie.instances.ce3.fx.ioFx');
});

test('no doc page grows by more than 3% (gzip) for its Scala CLI scripts', () => {
  const pages = htmlFiles(join(distDir, 'docs')).filter((file) =>
    readFileSync(file, 'utf8').includes('class="scala-cli-set"'),
  );
  expect(pages.length).toBeGreaterThan(40);
  const growth = pages.map((file) => {
    const html = readFileSync(file, 'utf8');
    const without = html
      // A page whose blocks compile against two sets (Scala 2 and Scala 3) has a template for each.
      .replace(/<template class="scala-cli-set"[^>]*>[\s\S]*?<\/template>\n?/g, '')
      .replace(/<button type="button" class="scala-cli-button"[^>]*>Scala CLI<\/button>/g, '')
      .replace(/ data-(?:example|script-deps|script-prints|script-wrap|script-set)="[^"]*"/g, '');
    return { file, ratio: gzipSync(html).length / gzipSync(without).length - 1 };
  });
  const largest = growth.reduce((max, entry) => (entry.ratio > max.ratio ? entry : max));
  expect(largest.ratio, `${largest.file} grows by ${(largest.ratio * 100).toFixed(2)}%`).toBeLessThanOrEqual(0.03);
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? htmlFiles(path) : entry.name.endsWith('.html') ? [path] : [];
  });
}
