import { HIERARCHY_LEVELS, type SearchHierarchy, type SearchRecord } from '../../shared/search/records';
import { withBase } from '../../shared/routes/join-url';
import { breadcrumbs } from '../../shared/sidebar-navigation';
import type { Sidebar } from '../../shared/sidebar';
import type { RenderedDoc } from '../docs/render-docs';
import { htmlSections } from './html-sections';

type NullableLevel = 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

interface RecordContext {
  baseUrl: string;
  language: string;
  sidebar: Sidebar;
  /** Group of a page outside every sidebar category, such as the version's landing page. */
  fallbackLvl0: string;
}

/**
 * A doc page as DocSearch records: one for the page title (lvl1), one per heading (lvl2-lvl6,
 * with its anchor), and one per paragraph (content, under the heading it follows). lvl0 is the
 * top sidebar category, which DocSearch groups results by.
 *
 * A page of the API reference is a list of declarations: each entry is one record without text,
 * found by its name among the headings it sits under, which weigh least, so the pages that
 * explain a name come first; its sentences (which pages use an entry) are navigation, not
 * answers, and are left out.
 */
export function docRecords(
  doc: Pick<RenderedDoc, 'versionName' | 'path' | 'reference'> & {
    data: Pick<RenderedDoc['data'], 'id' | 'name' | 'html'>;
  },
  context: RecordContext,
): SearchRecord[] {
  const pageUrl = withBase(context.baseUrl, doc.path);
  const lvl0 = breadcrumbs(context.sidebar, doc.data.id)[0]?.label ?? context.fallbackLvl0;
  const hierarchy: SearchHierarchy = {
    lvl0,
    lvl1: doc.data.name,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: SearchRecord[] = [];
  const add = (type: SearchRecord['type'], anchor: string | null, content: string | null) => {
    const url = anchor ? `${pageUrl}#${encodeURIComponent(anchor)}` : pageUrl;
    records.push({
      objectID: `${doc.versionName}:${doc.data.id}:${records.length}`,
      url,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy: { ...hierarchy },
      content,
      language: context.language,
      version: [doc.versionName],
    });
  };

  add('lvl1', null, null);
  let anchor: string | null = null;
  for (const section of htmlSections(doc.data.html)) {
    if (section.heading) {
      const { level, id, text } = section.heading;
      // A heading closes the deeper levels of the one before it.
      const levels = HIERARCHY_LEVELS.slice(2) as readonly NullableLevel[];
      for (const deeper of levels.slice(level - 2)) hierarchy[deeper] = null;
      hierarchy[`lvl${level}` as NullableLevel] = text;
      anchor = id || null;
      add(doc.reference ? 'content' : (HIERARCHY_LEVELS[level] as SearchRecord['type']), anchor, null);
    }
    if (!doc.reference) for (const block of section.blocks) add('content', anchor, block);
  }
  return records;
}
