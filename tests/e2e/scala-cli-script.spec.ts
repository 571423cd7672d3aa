import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { pageScripts } from '../../src/node/examples/block-scripts';
import { findScalaBlocks } from '../../src/node/examples/scala-blocks';
import { waitForHydration } from './support/browser';
import { scriptSet } from '../../src/node/examples/script-dependencies';
import { distDir, siteRoot } from './support/site';

/**
 * "Scala CLI" on a compiled example copies a program that runs with `scala-cli run`: the page
 * assembles it from its own blocks, and it is the script `npm run examples -- --check` compiles.
 */

const CE3 = { scalaVersion: '2.13.16', dependencies: ['io.kevinlee:effectie-cats-effect3_2.13:2.2.0'] };

/** The script the check compiles for a block of a page, from the page file and its committed output. */
function checkedScript(page: string, block: number): string {
  const { blocks } = findScalaBlocks(readFileSync(join(siteRoot, 'content', `${page}.md`), 'utf8'), 1);
  const { rendered } = JSON.parse(readFileSync(join(siteRoot, 'compiled-examples', `${page}.json`), 'utf8')) as {
    rendered: Array<string | null>;
  };
  return pageScripts(scriptSet(CE3), blocks, rendered)[block]!;
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

test('copies an example with the blocks it depends on, the set coordinates and its shown values printed', async ({
  page,
}) => {
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
});

test('after mdoc:reset a script starts over, and the control works from the keyboard', async ({ page }) => {
  await page.goto('/docs/cats-effect3/import');
  await waitForHydration(page);
  // The page's last example with a script is a mdoc:reset block; the blocks before it import the same names.
  const block = page.locator('.code-block[data-script-deps]').last();
  const example = Number(await block.getAttribute('data-example'));
  await block.getByRole('button', { name: 'Copy as a Scala CLI script' }).focus();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const script = await page.evaluate(() => navigator.clipboard.readText());
  expect(script).toBe(checkedScript('current/cats-effect3/import', example));
  expect(script.match(/^import cats\.effect\.IO$/gm)).toHaveLength(1);
});

test('no doc page grows by more than 3% (gzip) for its Scala CLI scripts', () => {
  const pages = htmlFiles(join(distDir, 'docs')).filter((file) =>
    readFileSync(file, 'utf8').includes('class="scala-cli-set"'),
  );
  expect(pages.length).toBeGreaterThan(40);
  const growth = pages.map((file) => {
    const html = readFileSync(file, 'utf8');
    const without = html
      .replace(/<template class="scala-cli-set"[^>]*>[\s\S]*?<\/template>\n?/, '')
      .replace(/<button type="button" class="scala-cli-button"[^>]*>Scala CLI<\/button>/g, '')
      .replace(/ data-(?:example|script-deps|script-prints|script-wrap)="[^"]*"/g, '');
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
