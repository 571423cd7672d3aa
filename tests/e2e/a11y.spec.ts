import { expect, test, type Page } from '@playwright/test';
import { axeReport, otherModeAxeReport } from './support/axe';
import { waitForHydration } from './support/browser';

/**
 * The engine's accessibility where a page changes without a load: the open mobile menu, search
 * dialog and version dropdown, in both colour modes; and the check itself. Every page of a site,
 * in both colour modes, is checked by tests/every-site/pages.spec.ts.
 */

const themes = ['light', 'dark'] as const;
const widths = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 } },
} as const;

async function useTheme(page: Page, theme: (typeof themes)[number]) {
  if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
}

async function open(page: Page, route: string, theme: (typeof themes)[number]) {
  await page.goto(route);
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.dataset.theme), `theme of ${route}`).toBe(theme);
}

test.describe('the check itself', () => {
  const html = (body: string) => `<!doctype html><html lang="en"><title>A page</title><body>${body}</body></html>`;

  test('fails a button whose name leaves out its visible label (WCAG 2.5.3)', async ({ page }) => {
    await page.setContent(html('<main><button type="button" aria-label="Find">Search docs</button></main>'));
    expect((await axeReport(page, 'button')).join('\n')).toContain('label-content-name-mismatch');
  });

  test('in the other colour mode, fails its colours and whatever that mode alone shows, whichever rule it breaks', async ({
    page,
  }) => {
    const modes = (dark: string) =>
      html(
        `<style>html[data-theme="dark"] .only-light, html:not([data-theme="dark"]) .only-dark { display: none }</style><main style="background: #fff; color: #111"><h1>Title</h1><p style="color: ${dark}">Some words</p><img class="only-light" src="data:," alt="Logo"><img class="only-dark" src="data:,"></main>`,
      );
    await page.setContent(modes('#111'));
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    const dark = await otherModeAxeReport(page, 'dark');
    expect(dark).toHaveLength(1);
    expect(dark[0]).toMatch(/^dark: \[critical\] image-alt .* at \.only-dark:/);
    await page.setContent(modes('#eee'));
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    expect((await otherModeAxeReport(page, 'pale')).join('\n')).toContain('color-contrast');
  });

  test('decides the contrast axe leaves undecided: pale text on a gradient fails, dark text passes', async ({
    page,
  }) => {
    const onGradient = (color: string) =>
      html(
        `<main style="background: linear-gradient(160deg, #fff, #eef 70%)"><h1>Title</h1><p style="color: ${color}">Some words on a gradient</p></main>`,
      );
    await page.setContent(onGradient('#aaa'));
    const pale = await axeReport(page, 'pale');
    expect(pale).toHaveLength(1);
    expect(pale[0]).toMatch(
      /color-contrast \(undecided by axe\).*at p:.*background gradient.*over its backgrounds the contrast is 2\.\d+:1 at worst, 4\.5:1 needed/,
    );
    await page.setContent(onGradient('#333'));
    expect(await axeReport(page, 'dark')).toEqual([]);
  });

  test('reads only what shows: text under an opaque menu passes, text under a see-through layer fails', async ({
    page,
  }) => {
    const under = (layer: string) =>
      html(
        `<main><h1>Title</h1><p style="background: linear-gradient(#fff, #eee); color: #ccc">Pale words</p><div style="position: fixed; inset: 0; ${layer}"></div></main>`,
      );
    await page.setContent(under('background: #fff'));
    expect(await axeReport(page, 'opaque')).toEqual([]);
    await page.setContent(under('background: rgb(0 0 0 / 10%)'));
    expect((await axeReport(page, 'see-through')).join('\n')).toMatch(
      /color-contrast \(undecided by axe\).*at p:.*div lies over the text/,
    );
  });

  test('fails text whose background it cannot know, such as an image', async ({ page }) => {
    await page.setContent(
      html(
        '<main style="background: url(data:image/gif;base64,R0lGODlhAQABAAAAACw=)"><h1>Title</h1><p>Words on an image</p></main>',
      ),
    );
    expect((await axeReport(page, 'image')).join('\n')).toContain('color-contrast (undecided by axe)');
  });
});

test.describe('open menus', () => {
  for (const theme of themes) {
    test.describe(`${theme} mode`, () => {
      test.describe('phone', () => {
        test.use({ viewport: widths.mobile.viewport, isMobile: true, hasTouch: true });

        test('the mobile menu, on its sidebar panel and its main panel, has no violations', async ({ page }) => {
          await useTheme(page, theme);
          await open(page, '/docs/cats-effect2/fx/construct', theme);
          await page.getByRole('button', { name: 'Open the menu' }).click();
          const menu = page.getByRole('dialog', { name: 'Site menu' });
          await expect(menu).toBeVisible();
          const problems = await axeReport(page, `mobile menu, sidebar panel (${theme})`);
          await menu.getByRole('button', { name: '← Back to main menu' }).click();
          await expect(menu.getByRole('button', { name: 'Version: v2.2.0' })).toHaveAttribute('aria-expanded', 'true');
          problems.push(...(await axeReport(page, `mobile menu, main panel (${theme})`)));
          expect(problems).toEqual([]);
        });
      });

      test.describe('desktop', () => {
        test.use({ viewport: widths.desktop.viewport });

        test('the open search dialog, with results, with none, with a suggestion and in Ask mode, has no violations', async ({
          page,
        }) => {
          await useTheme(page, theme);
          await open(page, '/docs/', theme);
          await page.keyboard.press('Control+k');
          const dialog = page.getByRole('dialog', { name: 'Search' });
          const input = dialog.getByRole('combobox', { name: 'Search' });
          await expect(input).toBeFocused();
          await page.keyboard.type('fx');
          await expect(dialog.getByRole('option').first()).toBeVisible();
          // The whole page once, with the dialog over it; then only the dialog, as it changes.
          const problems = await axeReport(page, `search dialog with results (${theme})`);
          const onlyTheDialog = { include: '.DocSearch-Container' };
          await page.keyboard.type('zzqqxx');
          await expect(dialog).toContainText('No results found for');
          problems.push(...(await axeReport(page, `search dialog without results (${theme})`, onlyTheDialog)));
          await input.fill('cacthNonFtal');
          await expect(dialog.getByRole('button', { name: 'catchNonFatal' })).toBeVisible();
          problems.push(...(await axeReport(page, `search dialog with a suggestion (${theme})`, onlyTheDialog)));
          await page.keyboard.press('Control+i');
          const ask = page.getByRole('dialog', { name: 'Ask the documentation' });
          await expect(ask.getByRole('button', { name: 'catchNonFatal' })).toBeVisible();
          problems.push(...(await axeReport(page, `ask dialog with a suggestion (${theme})`, onlyTheDialog)));
          expect(problems).toEqual([]);
        });

        test('the open version dropdown has no violations', async ({ page }) => {
          await useTheme(page, theme);
          await open(page, '/docs/cats-effect3/import', theme);
          const toggle = page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('button', { name: 'v2.2.0', exact: true });
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expect(
            page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All versions' }),
          ).toBeVisible();
          expect(await axeReport(page, `version dropdown (${theme})`)).toEqual([]);
        });
      });
    });
  }
});
