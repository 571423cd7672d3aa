import type { SiteConfigWith } from '../../../schema';
import type { ConfigProblem } from '../../../schema/config-error';
import type { AnyNavbarItemSchemas, ConfigContext, TaggedItem } from '../../../schema/navbar-items/define';
import type { DocsMetadata } from '../../shared/docs-metadata';
import { routeKey } from '../../shared/routes/normalize-path';
import { navbarItemProblems } from '../../../schema/navbar-items/problems-and-links';

function checkLocales(config: Pick<SiteConfigWith<AnyNavbarItemSchemas>, 'i18n'>): ConfigProblem[] {
  const { defaultLocale, locales } = config.i18n;
  if (!locales.includes(defaultLocale)) {
    return [{ path: ['i18n', 'defaultLocale'], message: `default locale "${defaultLocale}" is not in i18n.locales.` }];
  }
  return locales.flatMap((locale, index): ConfigProblem[] => {
    const path = ['i18n', 'locales', index];
    // Pages are built in one language: another locale would get links (the locale dropdown) to pages that do not exist.
    if (locale !== defaultLocale) {
      return [
        {
          path,
          message: `locale "${locale}" cannot be built: the site's pages exist in its default locale "${defaultLocale}" only; remove "${locale}" from i18n.locales.`,
        },
      ];
    }
    return [];
  });
}

function checkNavbarItems<Map extends AnyNavbarItemSchemas>(
  items: readonly TaggedItem[],
  map: Map,
  context: ConfigContext,
): ConfigProblem[] {
  return items.flatMap((item, index) =>
    navbarItemProblems(map, item, context).map((problem) => ({
      ...problem,
      path: ['navbar', 'items', index, ...problem.path],
    })),
  );
}

function checkVersions(config: Pick<SiteConfigWith<AnyNavbarItemSchemas>, 'docs'>): ConfigProblem[] {
  const seen = new Map<string, number>();
  return config.docs.versions.flatMap((version, index) => {
    const problems: ConfigProblem[] = [];
    for (const [key, value] of [
      ['name', version.name],
      ['path', version.path],
    ] as const) {
      // "/docs" and "/docs/" are one route, so one path.
      const id = `${key}:${key === 'path' ? routeKey(value) : value}`;
      if (seen.has(id)) {
        problems.push({
          path: ['docs', 'versions', index, key],
          message: `"${value}" is already the ${key} of docs.versions[${seen.get(id)}].`,
        });
      }
      seen.set(id, index);
    }
    return problems;
  });
}

/** Rules that span sections of site.yaml, or site.yaml and content/. */
export function checkReferences<Map extends AnyNavbarItemSchemas>(
  config: SiteConfigWith<Map>,
  docs: DocsMetadata,
  map: Map,
): ConfigProblem[] {
  const context: ConfigContext = { docs, locales: config.i18n.locales, localeConfigs: config.i18n.localeConfigs };
  const tocProblem: ConfigProblem[] =
    config.docs.tocMinLevel > config.docs.tocMaxLevel
      ? [
          {
            path: ['docs', 'tocMinLevel'],
            message: `must not exceed docs.tocMaxLevel (${config.docs.tocMaxLevel}), got ${config.docs.tocMinLevel}.`,
          },
        ]
      : [];
  return [
    ...checkLocales(config),
    ...checkVersions(config),
    ...tocProblem,
    ...checkNavbarItems(config.navbar.items, map, context),
  ];
}
