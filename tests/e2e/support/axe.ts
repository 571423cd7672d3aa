import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The WCAG 2.1 A and AA rules: what the site promises its visitors. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** Only check this part of the page (a CSS selector), such as an open menu. */
  include?: string;
}

/**
 * Runs axe-core on the page as it is now. Legacy mode runs axe in the page's own frame, which
 * is all this site has (no iframes), and skips the extra blank page the default mode opens for
 * every run: about three times as fast.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Result[]> {
  // Only violations are read: skipping the passes and incomplete results halves the run time.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations;
}

/** One line per failing element, short enough to read in a test report. */
export function describeViolations(where: string, violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240);
      return `${where}: [${violation.impact ?? 'n/a'}] ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${summary}`;
    }),
  );
}

/** The violations of the page as one list of lines (empty when it passes). */
export async function axeReport(page: Page, where: string, options: AxeOptions = {}): Promise<string[]> {
  return describeViolations(where, await axeViolations(page, options));
}
