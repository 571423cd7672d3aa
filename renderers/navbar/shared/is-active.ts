import { routeKey } from '../../../src/shared/routes/normalize-path';
import { isUnder } from '../../../src/shared/versions';

export interface ActiveRule {
  to?: string | undefined;
  activeBasePath?: string | undefined;
  activeBaseRegex?: string | undefined;
}

/** Whether a navbar link is the one of the page being read. */
export function isActiveLink(rule: ActiveRule, pathname: string): boolean {
  if (rule.activeBaseRegex !== undefined) return new RegExp(rule.activeBaseRegex).test(pathname);
  if (rule.activeBasePath !== undefined) return isUnder(pathname, rule.activeBasePath);
  return rule.to !== undefined && routeKey(rule.to) === routeKey(pathname);
}
