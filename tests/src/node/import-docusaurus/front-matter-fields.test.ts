import { describe, expect, it } from 'vitest';
import { withFrontMatterFields } from '../../../../src/node/import-docusaurus/front-matter-fields';

describe('withFrontMatterFields', () => {
  it("adds the fields at the end of a page's front matter, keeping the page's own value of a key", () => {
    expect(
      withFrontMatterFields('---\ntitle: Fx\nexamples: own\n---\n\n# Fx\n', {
        examples: 'docs-ce3',
        custom_edit_url: 'https://github.com/o/r/edit/main/docs/latest-ce3/fx.md',
      }),
    ).toBe(
      '---\ntitle: Fx\nexamples: own\ncustom_edit_url: "https://github.com/o/r/edit/main/docs/latest-ce3/fx.md"\n---\n\n# Fx\n',
    );
  });

  it('makes a front matter for a page without one, and leaves a page that has every field as it is', () => {
    expect(withFrontMatterFields('# Fx\n', { examples: 'docs-v1' })).toBe('---\nexamples: "docs-v1"\n---\n\n# Fx\n');
    const page = '---\r\nexamples: x\r\n---\r\nBody\r\n';
    expect(withFrontMatterFields(page, { examples: 'y' })).toBe(page);
  });
});
