import { describe, expect, it } from 'vitest';
import { formatReport } from '../../../../src/node/import-docusaurus/report';

describe('formatReport', () => {
  it('prints what was carried, then each thing not carried at its file and line', () => {
    expect(
      formatReport('../site/website', {
        carried: ['site.yaml from docusaurus.config.js: title, url', 'public/: 2 files from static/'],
        uncarried: [
          {
            where: 'src/theme/Footer/index.js:1',
            what: 'swizzled component Footer',
            why: 'this site has its own components.',
          },
        ],
      }),
    ).toMatchInlineSnapshot(`
      "Imported the Docusaurus site ../site/website:
        site.yaml from docusaurus.config.js: title, url
        public/: 2 files from static/
      Not carried (1):
        src/theme/Footer/index.js:1 swizzled component Footer: this site has its own components."
    `);
    expect(formatReport('site', { carried: [], uncarried: [] })).toBe(
      'Imported the Docusaurus site site:\nEverything was carried.',
    );
  });
});
