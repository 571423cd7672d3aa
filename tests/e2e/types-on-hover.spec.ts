import { expect, test, type Page } from '@playwright/test';
import { axeReport } from './support/axe';
import { interceptPath, tabTo, waitForHydration } from './support/browser';
import { docDataPath } from './support/site';
import { READER } from './support/reader';

/**
 * Compiler-checked types in the examples: every typed identifier of a code block describes itself
 * with its tooltip (aria-describedby), the block is one tab stop whose arrow keys walk its
 * identifiers, and a copy of the tooltip shows on hover, focus and tap.
 */

const PAGE = '/docs/cats-effect3/fx/construct';
const tooltip = (page: Page) => page.locator('body > .type-tip');
const firstBlock = (page: Page) => page.locator('.markdown pre').first();

const focused = (page: Page) =>
  page.evaluate(() => ({
    text: document.activeElement?.textContent,
    describedBy: document.activeElement?.getAttribute('aria-describedby'),
  }));

test(
  'with the keyboard alone, a reader reaches an example and reads the type of effectOf[IO] { … } and the instance the compiler chose',
  READER,
  async ({ page }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await tabTo(page, firstBlock(page));
    // The block says how to reach its types, to the eye and to a screen reader.
    await expect(firstBlock(page)).toHaveAccessibleDescription(/^Press Down to read the types of this example/);
    await expect(tooltip(page)).toContainText('Press Down to read the types of this example');
    await page.keyboard.press('ArrowDown');
    // Along the first block's identifiers to the first effectOf.
    for (let step = 0; step < 20 && (await focused(page)).text !== 'effectOf'; step++)
      await page.keyboard.press('ArrowRight');
    const identifier = page.locator(':focus');
    await expect(identifier).toHaveText('effectOf');
    await expect(tooltip(page)).toBeVisible();
    await expect(tooltip(page)).toContainText('def effectOf[F[_]]: CurriedEffectOf[F]');
    await expect(tooltip(page)).toContainText('Type: IO[Int]');
    await expect(tooltip(page)).toContainText('Implicit: EF: FxCtor[IO] = fx.ioFx: Fx[IO]');
    // What a screen reader announces with it.
    await expect(identifier).toHaveAccessibleDescription(
      /def effectOf\[F\[_\]\]: CurriedEffectOf\[F\] Type: IO\[Int\] Implicit: EF: FxCtor\[IO\] = fx\.ioFx: Fx\[IO\]/,
    );
    // The tooltip is beside the identifier, and Escape hides it without moving focus.
    const [tip, box] = [await tooltip(page).boundingBox(), await identifier.boundingBox()];
    expect(Math.abs(tip!.x - box!.x)).toBeLessThan(box!.width + 8);
    await page.keyboard.press('Escape');
    await expect(tooltip(page)).toBeHidden();
    await expect(identifier).toBeFocused();
  },
);

test('a code block is one tab stop, however many typed identifiers it has', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const block = firstBlock(page);
  expect(await block.locator('[aria-describedby]').count()).toBeGreaterThan(10);
  await tabTo(page, block);
  await page.keyboard.press('Tab');
  // Next comes the block's copy button, not one of its identifiers.
  await expect(page.locator(':focus')).toHaveClass(/copy-button/);
  await page.keyboard.press('Shift+Tab');
  await expect(block).toBeFocused();
  // From an identifier, Tab leaves the block as well.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveClass(/copy-button/);
});

test('the tooltips work on the prerendered page before it hydrates', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await interceptPath(page, docDataPath('cats-effect3/fx/construct'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PAGE);
  const toggle = page.locator('button[aria-label^="Switch between dark and light mode"]').first();
  await expect(toggle).toBeDisabled();
  const identifier = firstBlock(page).locator('[aria-describedby]', { hasText: 'pureOf' });
  await identifier.hover();
  await expect(tooltip(page)).toContainText('def pureOf[F[_]]: CurriedEffectOfPure[F]');
  await expect(toggle).toBeDisabled();
  release();
  await waitForHydration(page);
});

test('hovering shows the tooltip, and it stays while the pointer moves onto it', READER, async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const identifier = page.locator('.markdown pre [aria-describedby]', { hasText: 'unsafeRunSync' }).first();
  await identifier.hover();
  await expect(tooltip(page)).toContainText('def unsafeRunSync()(implicit runtime: IORuntime): Int');
  await expect(tooltip(page)).toContainText('Implicit: runtime: IORuntime = implicits.global');
  await tooltip(page).hover();
  await expect(tooltip(page)).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tooltip(page)).toBeHidden();
});

test('an identifier with an entry in the API reference links to it', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const link = page.locator('.markdown pre a[aria-describedby]', { hasText: 'pureOrError' }).first();
  await expect(link).toHaveAttribute('tabindex', '-1');
  await link.click();
  await expect(page).toHaveURL(/\/docs\/api\/effectie-(syntax|core)#/);
  const entry = page.locator(`[id="${decodeURIComponent(new URL(page.url()).hash.slice(1))}"]`);
  await expect(entry).toBeVisible();
  await expect(page.locator('.markdown')).toContainText('pureOrError');
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a tap opens the tooltip of an identifier, a tap on a link opens it before following it, and a tap elsewhere closes it', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const lookups = firstBlock(page).locator('span[aria-describedby]', { hasText: 'lookups' }).first();
    await lookups.scrollIntoViewIfNeeded();
    await lookups.tap();
    await expect(tooltip(page)).toHaveText('var lookups: Int');
    const link = page.locator('.markdown pre a[aria-describedby]').first();
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await expect(tooltip(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await page.locator('.markdown > p').first().tap();
    await expect(tooltip(page)).toBeHidden();
    await link.tap();
    await expect(tooltip(page)).toBeVisible();
    await link.tap();
    await expect(page).toHaveURL(/\/docs\/api\/effectie-[a-z0-9-]+#/);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`a shown tooltip and the identifiers around it have no WCAG 2.1 AA violations (${theme} mode)`, async ({
    page,
  }) => {
    // axe takes its time on the longest page.
    test.setTimeout(120_000);
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.goto(PAGE);
    await waitForHydration(page);
    await tabTo(page, firstBlock(page));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await expect(tooltip(page)).toBeVisible();
    const problems = await axeReport(page, `focused identifier (${theme})`);
    await page.locator('.markdown pre [aria-describedby]', { hasText: 'effectOf' }).first().hover();
    await expect(tooltip(page)).toContainText('Implicit');
    problems.push(...(await axeReport(page, `hovered identifier (${theme})`)));
    expect(problems).toEqual([]);
  });
}
