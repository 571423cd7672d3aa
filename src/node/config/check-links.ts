import type { SiteConfigWith } from '../../../schema';
import type { ConfigProblem } from '../../../schema/config-error';
import { htmlLinks, LINK_URL_RULE } from '../../../schema/links';
import type { AnyNavbarItemSchemas } from '../../../schema/navbar-items/define';
import { fromSiteRoot, linkKind } from '../../shared/routes/link-kind';
import { isKnownRoute } from '../../shared/routes/known-routes';
import { navbarItemLinks } from '../../../schema/navbar-items/problems-and-links';

interface ConfigLink {
  path: ConfigProblem['path'];
  to: string;
  inHtml?: boolean;
}

function configLinks<Map extends AnyNavbarItemSchemas>(config: SiteConfigWith<Map>, map: Map): ConfigLink[] {
  const navbar = config.navbar.items.flatMap((item, index) =>
    navbarItemLinks(map, item).map((link) => ({ ...link, path: ['navbar', 'items', index, ...link.path] })),
  );
  const footer = config.footer.links.flatMap((entry, index) => {
    const items =
      entry.items !== undefined
        ? entry.items.map((link, item) => ({ link, path: ['footer', 'links', index, 'items', item] }))
        : [{ link: entry, path: ['footer', 'links', index] }];
    return items.flatMap(({ link, path }) => [
      ...(link.to === undefined ? [] : [{ path: [...path, 'to'], to: link.to }]),
      ...htmlLinks(link.html ?? '').map((to) => ({ path: [...path, 'html'], to, inHtml: true })),
    ]);
  });
  const html = [
    ...htmlLinks(config.announcementBar?.content ?? '').map((to) => ({
      path: ['announcementBar', 'content'],
      to,
      inHtml: true,
    })),
    ...htmlLinks(config.footer.copyright ?? '').map((to) => ({ path: ['footer', 'copyright'], to, inHtml: true })),
  ];
  const home = config.home.actions.map((action, index) => ({ path: ['home', 'actions', index, 'to'], to: action.to }));
  return [...navbar, ...footer, ...html, ...home];
}

/**
 * Every link of site.yaml that leads to no page. Its `to` fields are paths from the site root,
 * with or without the leading slash (the schema sees to that); the links in its HTML are held to
 * the rule of its URL fields, so a relative href, which would lead elsewhere from every deeper
 * page, is refused there.
 */
export function checkConfigLinks<Map extends AnyNavbarItemSchemas>(
  config: SiteConfigWith<Map>,
  routes: ReadonlySet<string>,
  map: Map,
): ConfigProblem[] {
  return configLinks(config, map).flatMap((link): ConfigProblem[] => {
    if (link.to.startsWith('#')) return [];
    const target = link.inHtml ? link.to : fromSiteRoot(link.to);
    const kind = linkKind(target);
    if (kind === undefined) return [{ path: link.path, message: `link "${link.to}" ${LINK_URL_RULE}.` }];
    if (kind !== 'site' || isKnownRoute(target, routes)) return [];
    return [{ path: link.path, message: `broken link "${link.to}": no page has that path.` }];
  });
}
