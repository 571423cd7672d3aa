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

/**
 * The WCAG rules whose outcome depends on the page's colours: all that a change of colour mode
 * changes on a page, but for what each mode alone shows (`MODE_ONLY`).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What one colour mode alone shows (src/client/styles/base.css), such as a logo of its own. */
export const MODE_ONLY = '.only-light, .only-dark';

export interface AxeOptions {
  /** Only check this part of the page (a CSS selector), such as an open menu. */
  include?: string;
  /** Only these rules, rather than every WCAG 2.1 A and AA rule. */
  rules?: readonly string[];
}

/** Fails when a rule the site relies on was not part of the run. */
function assertRequiredRulesRan(
  results: Pick<AxeResults, 'violations' | 'incomplete' | 'passes' | 'inapplicable'>,
  required: readonly string[],
): void {
  const ran = new Set(
    [...results.violations, ...results.incomplete, ...results.passes, ...results.inapplicable].map((rule) => rule.id),
  );
  const missing = required.filter((id) => !ran.has(id));
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
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations', 'incomplete'] }).setLegacyMode(true);
  builder = options.rules ? builder.withRules([...options.rules]) : builder.withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  assertRequiredRulesRan(results, options.rules ?? REQUIRED_RULES);
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

/**
 * The violations of a page just switched to its other colour mode, after `axeReport` checked it
 * in the first: the rules of its colours on the whole page, and every rule on what this mode
 * alone shows. What neither touches is as the first run found it, and is not checked twice.
 */
export async function otherModeAxeReport(page: Page, where: string): Promise<string[]> {
  const problems = await axeReport(page, where, { rules: COLOUR_RULES });
  if ((await page.locator(MODE_ONLY).count()) > 0)
    problems.push(...(await axeReport(page, where, { include: MODE_ONLY })));
  return problems;
}
