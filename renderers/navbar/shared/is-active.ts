import { routeKey } from '../../../src/shared/routes/normalize-path';

export interface ActiveRule {
  to?: string | undefined;
  activeBasePath?: string | undefined;
  activeBaseRegex?: string | undefined;
}

/** Whether a navbar link is the one of the page being read. */
export function isActiveLink(rule: ActiveRule, pathname: string): boolean {
  if (rule.activeBaseRegex !== undefined) return new RegExp(rule.activeBaseRegex).test(pathname);
  const key = routeKey(pathname);
  if (rule.activeBasePath !== undefined) {
    const base = routeKey(rule.activeBasePath);
    return key === base || key.startsWith(`${base === '/' ? '' : base}/`);
  }
  return rule.to !== undefined && routeKey(rule.to) === key;
}
