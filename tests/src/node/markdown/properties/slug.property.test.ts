import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, headingSlug, routeSlug, Slugger } from '../../../../../src/node/markdown/slugger.js';
import { render } from '../helpers.js';

// Documented rules (src/node/markdown/slugger.ts): a route's slug is folded to ASCII; a heading's id
// is github-slugger's slug, letters of any script kept: never empty, no whitespace, no upper case.
const ROUTE = /^[a-z0-9_-]+$/;
const isId = (id: string) => id !== '' && !/\s/u.test(id) && id === id.toLowerCase();

const headingText = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  fc.constantFrom('Usage', 'usage', 'Usage!', 'Ünïcödé', '日本語', '🙂', 'a  b', '-', '_', 'section'),
);

describe('heading id properties', () => {
  it('a route slug is always a non-empty [a-z0-9_-]', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        expect(routeSlug(text)).toMatch(ROUTE);
      }),
    );
  });

  it("a heading's id is never empty, never holds whitespace or upper case, and is its own id", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const id = headingSlug(text);
        expect(isId(id)).toBe(true);
        expect(headingSlug(id)).toBe(id);
      }),
    );
  });

  it('a Slugger never hands out the same id twice', () => {
    fc.assert(
      fc.property(fc.array(headingText, { maxLength: 30 }), (texts) => {
        const slugger = new Slugger();
        const ids = texts.map((text) => slugger.slug(text));
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(isId(id)).toBe(true);
      }),
    );
  });

  it('rendered headings get unique, valid ids for arbitrary texts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          headingText.filter((text) => /\S/.test(text) && !/[\r\n]/.test(text)),
          { minLength: 1, maxLength: 12 },
        ),
        async (texts) => {
          // Escape everything so arbitrary text stays a heading's text, not markdown syntax.
          const markdown = texts
            .map((text) => `## ${text.replace(/[\\`*_{}[\]()#+\-.!<>&|~:]/g, '\\$&')}`)
            .join('\n\n');
          const { headings } = await render(markdown);
          const ids = headings.map((heading) => heading.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of ids) expect(isId(id)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('falls back to a readable id when nothing is left', () => {
    expect([headingSlug('🙂'), routeSlug('日本語')]).toEqual([FALLBACK_SLUG, FALLBACK_SLUG]);
  });
});
