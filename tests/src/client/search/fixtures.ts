import type { RecordType, SearchRecord } from '../../../../src/shared/search/records';

let next = 0;

/** A record as the build writes it; only what a test cares about needs saying. */
export function record(fields: {
  type?: RecordType;
  lvl1?: string;
  lvl2?: string | null;
  content?: string | null;
  version?: string;
  language?: string;
  url?: string;
  lvl0?: string;
}): SearchRecord {
  const type = fields.type ?? (fields.content ? 'content' : 'lvl1');
  const url = fields.url ?? `/docs/page-${next}`;
  return {
    objectID: `record-${next++}`,
    url,
    url_without_anchor: url.split('#')[0]!,
    anchor: url.includes('#') ? url.split('#')[1]! : null,
    type,
    hierarchy: {
      lvl0: fields.lvl0 ?? 'Docs',
      lvl1: fields.lvl1 ?? 'Page',
      lvl2: fields.lvl2 ?? null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: fields.content ?? null,
    language: fields.language ?? 'en',
    version: [fields.version ?? 'current'],
  };
}
