import { expect, test } from '@playwright/test';
import { holdRequests, tabTo, waitForHydration } from './support/browser';

test('Ask mode: the modal toggles into questions, answers with quoted passages linked to their sections, and Escape goes back', async ({
  page,
}) => {
  // A slow index shows the "Answering..." state long enough to see it.
  const release = await holdRequests(page, '**/page-data/current/_search.json');
  await page.goto('/docs/cats-effect3/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Control+i');

  const ask = page.getByRole('dialog', { name: 'Ask the documentation' });
  const question = ask.getByRole('textbox');
  await expect(question).toBeFocused();
  await expect(question).toHaveAttribute('placeholder', 'Ask a question');
  await page.keyboard.type('How do I catch an error?');
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('placeholder', 'Answering...');
  release();

  await expect(question).toHaveAttribute('placeholder', 'Ask another question...');
  const passages = ask.locator('.search-ask-passage');
  await expect(passages.first()).toBeVisible();
  expect(await passages.count()).toBeLessThanOrEqual(3);
  await expect(ask).toContainText('From the documentation:');
  // Every passage is a quote whose text is on the page it links to, in the version being read.
  const quotes = await passages.evaluateAll((figures) =>
    figures.map((figure) => ({
      text: figure.querySelector('blockquote p')!.textContent!,
      href: figure.querySelector('figcaption a')!.getAttribute('href')!,
    })),
  );
  for (const quote of quotes)
    expect(quote.href, 'a passage of the version being read (v2.2.0)').toMatch(/^\/docs\/(?!v1\/)/);
  expect(quotes.some((quote) => /catch/i.test(quote.text))).toBe(true);

  const first = quotes[0]!;
  await ask.locator('figcaption a').first().focus();
  await page.keyboard.press('Enter');
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(first.href);
  await expect(page.locator('main')).toContainText(first.text);
});

test('Ask mode carries the typed query over, Escape returns to keyword search with it, and closing clears it', async ({
  page,
}) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('console');
  // Keys typed while the modal was opening are handed to its input once it takes over the keyboard.
  await expect(page.getByRole('dialog', { name: 'Search' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('.DocSearch-Input')).toHaveValue('console');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await page.locator('.search-ask-toggle').focus();
  await page.keyboard.press('Enter');

  const ask = page.getByRole('dialog', { name: 'Ask the documentation' });
  await expect(ask.locator('.search-ask-question')).toHaveText('console');
  await expect(ask.locator('.search-ask-passage').first()).toContainText(/console/i);
  await expect(ask.getByRole('textbox')).toHaveAttribute('placeholder', 'Ask another question...');

  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(page.locator('.DocSearch-Input')).toHaveValue('console');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toHaveValue('');
});

test('Ask mode: a misspelled question that matches nothing offers the nearest words, read out with the answer, and choosing them asks again', async ({
  page,
}) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Control+i');
  const ask = page.getByRole('dialog', { name: 'Ask the documentation' });
  await expect(ask.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('what does cacthNonFtal do');
  await page.keyboard.press('Enter');

  await expect(ask.locator('.search-ask-empty')).toBeVisible();
  // The answers are a live region: the offer is read out with the answer it belongs to.
  await expect(ask.locator('[aria-live="polite"] .search-suggestion')).toHaveText('Did you mean catchNonFatal?');
  const suggestion = ask.getByRole('button', { name: 'catchNonFatal' });
  await tabTo(page, suggestion, 10);
  await expect(suggestion).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask.locator('.search-ask-question').last()).toHaveText('catchNonFatal');
  await expect(ask.locator('.search-ask-passage').first()).toContainText(/catchNonFatal/);
});
