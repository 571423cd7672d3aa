import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, Slugger, slugify } from '../../../../../src/node/markdown/slugger.js';
import { render } from '../helpers.js';

// Documented rule (src/node/markdown/slugger.ts): generated ids are ASCII-folded GitHub slugs.
const ID = /^[a-z0-9_-]+$/;

const headingText = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  fc.constantFrom('Usage', 'usage', 'Usage!', 'Ünïcödé', '日本語', '🙂', 'a  b', '-', '_', 'section'),
);

describe('heading id properties', () => {
  it('slugify always yields a non-empty id of [a-z0-9_-]', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        expect(slugify(text)).toMatch(ID);
      }),
    );
  });

  it('a Slugger never hands out the same id twice', () => {
    fc.assert(
      fc.property(fc.array(headingText, { maxLength: 30 }), (texts) => {
        const slugger = new Slugger();
        const ids = texts.map((text) => slugger.slug(text));
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(ID);
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
          for (const id of ids) expect(id).toMatch(ID);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('falls back to a readable id when nothing ASCII is left', () => {
    expect(slugify('日本語')).toBe(FALLBACK_SLUG);
  });
});
