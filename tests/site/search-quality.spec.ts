import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parseSiteConfig } from '../../schema/parse';
import { evaluateAsk, evaluateModal } from '../../scripts/search-quality/evaluate';
import { distDir } from './support/site';

/**
 * The committed reader queries (scripts/search-quality/queries.ts) against the built indexes:
 * the share answered in the first three results may not fall below the committed baseline.
 */
const config = parseSiteConfig(readFileSync(join(distDir, '../site.yaml'), 'utf8')).value;
const baseline = JSON.parse(readFileSync(join(distDir, '../scripts/search-quality/baseline.json'), 'utf8')) as Record<
  'modal' | 'ask',
  { successAt3: number }
>;

test('the search modal answers the reader queries at least as well as the committed baseline', () => {
  const figures = evaluateModal(distDir, config);
  expect(figures.queries).toBeGreaterThanOrEqual(40);
  expect(figures.successAt3, JSON.stringify(figures.misses, null, 2)).toBeGreaterThanOrEqual(baseline.modal.successAt3);
});

test('Ask mode quotes a passage of an answering page at least as well as the committed baseline', async () => {
  const figures = await evaluateAsk(distDir, config);
  expect(figures.successAt3, JSON.stringify(figures.misses, null, 2)).toBeGreaterThanOrEqual(baseline.ask.successAt3);
});
