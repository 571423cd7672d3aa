import { expect, test, type Page } from '@playwright/test';
import { collectConsole, waitForHydration } from './support/browser';
import { READER } from './support/reader';

const toggleOf = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Switch between dark and light mode/ });
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

test.describe('skip link', () => {
  test('is the first Tab stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/docs/cats-effect2/import');
    await waitForHydration(page);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    // Hidden off screen until focused.
    expect((await skip.boundingBox())!.y).toBeLessThan(0);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    // The next Tab stop is inside the main content, not back in the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main-content');
  });
});

test.describe('navbar', () => {
  test('draws its small SVG logo from the page: no image preload or request stands before the largest paint', async ({
    page,
  }) => {
    const logoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/img/logo')) logoRequests.push(request.url());
    });
    const html = await (await page.goto('/'))!.text();
    expect(html).not.toMatch(/<link[^>]*rel="preload"[^>]*as="image"/);
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('svg.navbar-logo')).toBeVisible();
    expect(logoRequests).toEqual([]);
  });

  test('has Docs on the left, the version dropdown and GitHub on the right', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const brand = navbar.getByRole('link', { name: /Effectie/ }).first();
    await expect(brand).toHaveAttribute('href', '/');
    await expect(navbar.getByRole('img', { name: 'Effectie logo' }).first()).toBeVisible();

    const docs = navbar.getByRole('link', { name: 'Docs', exact: true });
    const versions = navbar.getByRole('button', { name: 'v2.2.0', exact: true });
    const github = navbar.getByRole('link', { name: /GitHub/ });
    const toggle = toggleOf(page);
    for (const item of [docs, versions, github, toggle]) await expect(item).toBeVisible();
    await expect(docs).toHaveAttribute('href', '/docs/');
    // Not the current page on the home page.
    await expect(docs).not.toHaveAttribute('aria-current', 'page');

    const width = page.viewportSize()!.width;
    const box = async (item: typeof docs) => (await item.boundingBox())!;
    const [brandBox, docsBox, versionsBox, githubBox, toggleBox] = [
      await box(brand),
      await box(docs),
      await box(versions),
      await box(github),
      await box(toggle),
    ];
    expect(brandBox.x).toBeLessThan(docsBox.x);
    expect(docsBox.x + docsBox.width).toBeLessThan(width / 2);
    expect(versionsBox.x).toBeGreaterThan(width / 2);
    expect(docsBox.x + docsBox.width).toBeLessThan(versionsBox.x);
    expect(versionsBox.x + versionsBox.width).toBeLessThanOrEqual(githubBox.x);
    expect(githubBox.x + githubBox.width).toBeLessThanOrEqual(toggleBox.x);

    await expect(github).toHaveAttribute('href', 'https://github.com/kevin-lee/effectie');
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', /noopener/);
    await expect(github).toContainText('(opens in a new tab)');
    // An icon-only link: the GitHub mark, named by its aria-label, without the external-link icon.
    await expect(github).toHaveAccessibleName('GitHub repository (opens in a new tab)');
    await expect(github.locator('svg')).toBeVisible();
    await expect(github.locator('.external-link-icon')).toHaveCount(0);
  });

  test('marks Docs as current on doc pages', async ({ page }) => {
    await page.goto('/docs/cats-effect2/fx/construct');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('colour mode', () => {
  test('is light by default, toggles to dark and back, and remembers the choice', READER, async ({ page }) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    const toggle = toggleOf(page);
    expect(await theme(page)).toBe('light');
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await toggle.click();
    expect(await theme(page)).toBe('dark');
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    expect(await stored(page, 'theme')).toBe('dark');
    // The visitor sees it: the page colours change.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);

    await page.reload();
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');

    // It stays through client navigation.
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('For Cats Effect 2');
    expect(await theme(page)).toBe('dark');

    await toggle.click();
    expect(await theme(page)).toBe('light');
    expect(await stored(page, 'theme')).toBe('light');
    await page.reload();
    await waitForHydration(page);
    expect(await theme(page)).toBe('light');
  });

  test('a stored dark mode applies before the page is parsed: no light flash', READER, async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      document.addEventListener('DOMContentLoaded', () => {
        (window as Window & { __themeAtDomContentLoaded?: string }).__themeAtDomContentLoaded =
          document.documentElement.dataset.theme;
      });
    });
    await page.goto('/docs/cats-effect2/import');
    expect(
      await page.evaluate(() => (window as Window & { __themeAtDomContentLoaded?: string }).__themeAtDomContentLoaded),
    ).toBe('dark');
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
    await expect(toggleOf(page)).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    // The footer shows the logo made for dark backgrounds.
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('.footer-logo.only-dark')).toBeVisible();
    await expect(footer.locator('.footer-logo.only-light')).toBeHidden();
  });

  test('an unknown stored value is reported and falls back to light without breaking the site', async ({ page }) => {
    const messages = collectConsole(page);
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'));
    await page.goto('/docs/');
    await waitForHydration(page);
    expect(await theme(page)).toBe('light');
    await expect(toggleOf(page)).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    expect(messages.filter((entry) => entry.type === 'error' && entry.text.includes('purple'))).toHaveLength(1);
    expect(messages.filter((entry) => entry.type === 'pageerror')).toEqual([]);
    // The site keeps working: the toggle and client navigation.
    await toggleOf(page).click();
    expect(await theme(page)).toBe('dark');
    expect(await stored(page, 'theme')).toBe('dark');
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('For Cats Effect 2');
  });

  test('the toggle is disabled in the prerendered HTML, until the page hydrates', async ({ request, page }) => {
    for (const path of ['/', '/docs/', '/versions']) {
      const html = await (await request.get(path)).text();
      const button = html.match(/<button[^>]*class="color-mode-toggle"[^>]*>/)?.[0];
      expect(button, `toggle in the HTML of ${path}`).toBeDefined();
      expect(button).toMatch(/\sdisabled(=""|\s|>)/);
    }
    await page.goto('/');
    await waitForHydration(page);
    await expect(toggleOf(page)).toBeEnabled();
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('banner').filter({ hasText: 'Effectie 2.2.0 is out' });

  test('shows the announcement until closed, and stays closed across reloads', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(/^Effectie 2\.2\.0 is out/);
    await expect(bar(page).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/docs/');

    await bar(page).getByRole('button', { name: 'Close the announcement' }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(await stored(page, 'announcement-dismissed')).toBe('true');
    expect(await stored(page, 'announcement-id')).toBe('effectie-2-2-0');

    // Hidden from the first paint on: CSS hides it before React runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const element = document.querySelector('.announcement-bar');
        (window as Window & { __barDisplay?: string }).__barDisplay = element
          ? getComputedStyle(element).display
          : 'absent';
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as Window & { __barDisplay?: string }).__barDisplay)).toBe('none');
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
    await page.goto('/docs/cats-effect2/import');
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('shows again when the dismissed announcement had another id', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('announcement-id', 'old-id');
      localStorage.setItem('announcement-dismissed', 'true');
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    expect(await stored(page, 'announcement-id')).toBe('effectie-2-2-0');
    expect(await stored(page, 'announcement-dismissed')).toBeNull();
  });
});

test('footer: link columns, logo and copyright', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Docs', 'More']);

  const docsColumn = footer.locator('.footer-column').filter({ has: page.getByRole('heading', { name: 'Docs' }) });
  await expect(docsColumn.getByRole('link')).toHaveText(['Getting Started', 'For Cats Effect 2', 'For Monix']);
  expect(
    await docsColumn.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(['/docs/', '/docs/cats-effect2/', '/docs/monix3/']);

  const moreColumn = footer.locator('.footer-column').filter({ has: page.getByRole('heading', { name: 'More' }) });
  await expect(moreColumn.getByRole('link')).toHaveText([/^GitHub/, /^Maven Central/, 'All versions']);
  for (const name of [/^GitHub/, /^Maven Central/]) {
    await expect(moreColumn.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
  await expect(moreColumn.getByRole('link', { name: 'All versions' })).toHaveAttribute('href', '/versions');

  const logo = footer.getByRole('img', { name: 'Effectie' }).locator('visible=true');
  await expect(logo).toHaveCount(1);
  // The light logo, a small SVG file, is in the page itself: no image request.
  await expect(logo).toHaveClass('footer-logo only-light');
  expect(await logo.evaluate((element) => element.tagName)).toBe('svg');
  await expect(footer).toContainText('Copyright © 2019 Kevin Lee');
  await expect(footer.getByRole('link', { name: 'the MIT License' })).toHaveAttribute(
    'href',
    'https://github.com/kevin-lee/effectie/blob/main/LICENSE',
  );

  // Its internal links navigate.
  await docsColumn.getByRole('link', { name: 'For Monix' }).click();
  await expect(page).toHaveURL('/docs/monix3/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('For Monix 3');
});

test('page titles follow the page, also after client navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Effectie');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Get Started', exact: true }).click();
  await expect(page).toHaveURL('/docs/');
  await expect(page).toHaveTitle('Getting Started | Effectie');
  await page
    .getByRole('navigation', { name: 'Docs pages' })
    .getByRole('link', { name: /For Cats Effect 2/ })
    .click();
  await expect(page).toHaveTitle('For Cats Effect 2 | Effectie');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'v2.2.0', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All versions' }).click();
  await expect(page).toHaveTitle('Versions | Effectie');
  await page.goBack();
  await expect(page).toHaveTitle('For Cats Effect 2 | Effectie');
  await page.goto('/nowhere');
  await expect(page).toHaveTitle('Page Not Found | Effectie');
});
