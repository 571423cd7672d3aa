import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { evaluateAsk, evaluateModal } from '../../scripts/search-quality/evaluate';
import { distDir, siteConfig } from '../every-site/support/built-site';
import { QUALITY_QUERIES } from './search-quality/queries';

/**
 * effectie's committed reader queries (search-quality/queries.ts) against the built indexes: the
 * share answered in the first three results may not fall below the committed baseline.
 */
const baseline = JSON.parse(readFileSync(join(import.meta.dirname, 'search-quality/baseline.json'), 'utf8')) as Record<
  'modal' | 'ask',
  { successAt3: number }
>;

test('the search modal answers the reader queries at least as well as the committed baseline', () => {
  const figures = evaluateModal(distDir, siteConfig, QUALITY_QUERIES);
  expect(figures.queries).toBeGreaterThanOrEqual(40);
  expect(figures.successAt3, JSON.stringify(figures.misses, null, 2)).toBeGreaterThanOrEqual(baseline.modal.successAt3);
});

test('Ask mode quotes a passage of an answering page at least as well as the committed baseline', async () => {
  const figures = await evaluateAsk(distDir, siteConfig, QUALITY_QUERIES);
  expect(figures.successAt3, JSON.stringify(figures.misses, null, 2)).toBeGreaterThanOrEqual(baseline.ask.successAt3);
});
