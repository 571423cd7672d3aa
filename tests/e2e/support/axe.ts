import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { decideUndecidedContrast } from './undecided-contrast';

/** The WCAG 2.1 A and AA rules: what the site promises its visitors. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules every run must include. An older axe, or a newer one that tags them otherwise, would
 * silently leave them out of `WCAG_TAGS`: the run fails instead. `label-content-name-mismatch`
 * is WCAG 2.5.3 (Label in Name), run from axe 4.14 on.
 */
const REQUIRED_RULES = ['color-contrast', 'label-content-name-mismatch'];

export interface AxeOptions {
  /** Only check this part of the page (a CSS selector), such as an open menu. */
  include?: string;
}

/** Fails when a rule the site relies on was not part of the run. */
function assertRequiredRulesRan(
  results: Pick<AxeResults, 'violations' | 'incomplete' | 'passes' | 'inapplicable'>,
): void {
  const ran = new Set(
    [...results.violations, ...results.incomplete, ...results.passes, ...results.inapplicable].map((rule) => rule.id),
  );
  const missing = REQUIRED_RULES.filter((id) => !ran.has(id));
  if (missing.length > 0)
    throw new Error(
      `axe did not run ${missing.map((id) => `"${id}"`).join(', ')}; check the pinned @axe-core/playwright and WCAG_TAGS.`,
    );
}

/**
 * Runs axe-core on the page as it is now. Legacy mode runs axe in the page's own frame, which
 * is all this site has (no iframes), and skips the extra blank page the default mode opens for
 * every run: about three times as fast.
 */
async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Result[]> {
  // Passes are not read (their rule ids still are): leaving their nodes out halves the run time.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations', 'incomplete'] })
    .setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  assertRequiredRulesRan(results);
  // Contrast axe could not decide is contrast nobody checked: decide it another way.
  const contrast = results.incomplete.find((rule) => rule.id === 'color-contrast');
  const undecided = contrast ? await decideUndecidedContrast(page, contrast) : null;
  return undecided ? [...results.violations, undecided] : results.violations;
}

/** One line per failing element, short enough to read in a test report. */
function describeViolations(where: string, violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? node.any.map((check) => check.message).join(' '))
        .replace(/\s+/g, ' ')
        .slice(0, 240);
      return `${where}: [${violation.impact ?? 'n/a'}] ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${summary}`;
    }),
  );
}

/** The violations of the page as one list of lines (empty when it passes). */
export async function axeReport(page: Page, where: string, options: AxeOptions = {}): Promise<string[]> {
  return describeViolations(where, await axeViolations(page, options));
}
