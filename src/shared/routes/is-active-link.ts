import { fromSiteRoot } from './link-kind';
import { routeKey } from './normalize-path';
import { isUnder } from '../versions';

export interface ActiveRule {
  to?: string | undefined;
  activeBasePath?: string | undefined;
  activeBaseRegex?: string | undefined;
}

/** Whether a navbar link is the one of the page being read. */
export function isActiveLink(rule: ActiveRule, pathname: string): boolean {
  if (rule.activeBaseRegex !== undefined) return new RegExp(rule.activeBaseRegex).test(pathname);
  if (rule.activeBasePath !== undefined) return isUnder(pathname, fromSiteRoot(rule.activeBasePath));
  return rule.to !== undefined && routeKey(fromSiteRoot(rule.to)) === routeKey(pathname);
}
