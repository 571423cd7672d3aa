import type { SiteConfigWith } from '../../../schema';
import type { ConfigProblem } from '../../../schema/config-error';
import { htmlLinks, LINK_URL_RULE } from '../../../schema/links';
import type { NavbarItemRegistry } from '../../../registry/navbar-item-registry';
import type { TaggedItem } from '../../../registry/navbar-item-type';
import { linkKind } from '../../shared/routes/link-kind';
import { isKnownRoute } from '../../shared/routes/known-routes';
import { navbarItemLinks } from './navbar-items';

interface ConfigLink {
  path: ConfigProblem['path'];
  to: string;
}

function configLinks<Item extends TaggedItem, Entry extends TaggedItem>(config: SiteConfigWith<Item, Entry>, registry: NavbarItemRegistry<Item, Entry>): ConfigLink[] {
  const navbar = config.navbar.items.flatMap((item, index) =>
    navbarItemLinks(registry, item).map((link) => ({ path: ['navbar', 'items', index, ...link.path], to: link.to })),
  );
  const footer = config.footer.links.flatMap((entry, index) => {
    const items = 'items' in entry ? entry.items.map((link, item) => ({ link, path: ['footer', 'links', index, 'items', item] })) : [{ link: entry, path: ['footer', 'links', index] }];
    return items.flatMap(({ link, path }) => [
      ...(link.to === undefined ? [] : [{ path: [...path, 'to'], to: link.to }]),
      ...htmlLinks(link.html ?? '').map((to) => ({ path: [...path, 'html'], to })),
    ]);
  });
  const html = [
    ...htmlLinks(config.announcementBar?.content ?? '').map((to) => ({ path: ['announcementBar', 'content'], to })),
    ...htmlLinks(config.footer.copyright ?? '').map((to) => ({ path: ['footer', 'copyright'], to })),
  ];
  const home = config.home.actions.map((action, index) => ({ path: ['home', 'actions', index, 'to'], to: action.to }));
  return [...navbar, ...footer, ...html, ...home];
}

/**
 * Every link of site.yaml that leads to no page. Its `to` fields are paths from the site root
 * (the schema sees to that); the links in its HTML are held to the rule of its URL fields, so a
 * relative href, which would lead elsewhere from every deeper page, is refused there too.
 */
export function checkConfigLinks<Item extends TaggedItem, Entry extends TaggedItem>(
  config: SiteConfigWith<Item, Entry>,
  routes: ReadonlySet<string>,
  registry: NavbarItemRegistry<Item, Entry>,
): ConfigProblem[] {
  return configLinks(config, registry).flatMap((link): ConfigProblem[] => {
    if (link.to.startsWith('#')) return [];
    const kind = linkKind(link.to);
    if (kind === undefined) return [{ path: link.path, message: `link "${link.to}" ${LINK_URL_RULE}.` }];
    if (kind !== 'site' || isKnownRoute(link.to, routes)) return [];
    return [{ path: link.path, message: `broken link "${link.to}": no page has that path.` }];
  });
}
