import { posix } from 'node:path';
import type { DocPageData } from '../../shared/doc-page';
import type { LoadedSite } from '../site/load-site';
import { fillEditUrl } from './edit-url';
import type { SourceDoc } from './source-doc';

/** What the end of a doc page says about its source: where to edit it and when it last changed. */
export function pageFooterFacts(
  site: LoadedSite,
): (doc: SourceDoc, versionName: string) => Pick<DocPageData, 'editUrl' | 'lastUpdated'> {
  const { config } = site;
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale]?.htmlLang ?? config.i18n.defaultLocale;
  // UTC, so the day shown does not depend on the time zone of the machine that builds.
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (doc, versionName) => {
    const template = config.docs.editUrl;
    const written = doc.frontMatter.last_update?.date;
    // A generated index page changes with its category, not with the file that asked for it.
    const changed =
      written === undefined
        ? doc.generatedIndex
          ? undefined
          : site.lastUpdated.dates?.get(doc.fileName)
        : new Date(written);
    const custom = doc.frontMatter.custom_edit_url;
    return {
      editUrl:
        // A page the build writes has no file to edit; `custom_edit_url` replaces the link, or removes it.
        doc.generatedFrom !== undefined || doc.tagPage || doc.generatedIndex
          ? undefined
          : custom !== undefined
            ? custom || undefined
            : template === undefined
              ? undefined
              : fillEditUrl(template, {
                  file: doc.fileName,
                  path: posix.relative(posix.join('content', versionName), doc.fileName),
                  version: versionName,
                }),
      lastUpdated: changed === undefined ? undefined : { iso: changed.toISOString(), text: format.format(changed) },
    };
  };
}
