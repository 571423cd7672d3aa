import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packRecords, unpackIndexFile, type SearchRecord } from '../../../../src/shared/search/records';

const text = fc.string({ minLength: 1, maxLength: 12 });
const level = fc.option(text, { nil: null });
const recordArbitrary = fc
  .record({
    page: fc.constantFrom('/docs/', '/docs/fx/construct', '/docs/v1/'),
    anchor: fc.option(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { nil: null }),
    type: fc.constantFrom('lvl1', 'lvl2', 'lvl3', 'content' as const),
    levels: fc.tuple(level, level, level, level, level),
    content: level,
  })
  .map(
    ({ page, anchor, type, levels, content }): Omit<SearchRecord, 'objectID'> => ({
      url: anchor === null ? page : `${page}#${anchor}`,
      url_without_anchor: page,
      anchor,
      type,
      // A page has one title and one top category, as docRecords writes them.
      hierarchy: {
        lvl0: `Group of ${page}`,
        lvl1: `Title of ${page}`,
        lvl2: levels[0],
        lvl3: levels[1],
        lvl4: levels[2],
        lvl5: levels[3],
        lvl6: levels[4],
      },
      content,
      language: 'en',
      version: ['current'],
    }),
  );

describe('the search index file', () => {
  it('gives back every record it was packed from', () => {
    fc.assert(
      fc.property(fc.array(recordArbitrary, { maxLength: 30 }), (records) => {
        const packed = packRecords(
          'current',
          'en',
          records.map((record, index) => ({ ...record, objectID: String(index) })),
        );
        const unpacked = unpackIndexFile(JSON.parse(JSON.stringify(packed)));
        expect(unpacked.map(({ objectID: _, ...record }) => record)).toEqual(records);
        expect(new Set(unpacked.map((record) => record.objectID)).size).toBe(records.length);
      }),
    );
  });
});
