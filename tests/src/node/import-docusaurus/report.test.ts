import { describe, expect, it } from 'vitest';
import { formatReport, nextSteps } from '../../../../src/node/import-docusaurus/report';

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
        exampleSets: 0,
      }),
    ).toMatchInlineSnapshot(`
      "Imported the Docusaurus site ../site/website:
        site.yaml from docusaurus.config.js: title, url
        public/: 2 files from static/
      Not carried (1):
        src/theme/Footer/index.js:1 swizzled component Footer: this site has its own components."
    `);
    expect(formatReport('site', { carried: [], uncarried: [], exampleSets: 0 })).toBe(
      'Imported the Docusaurus site site:\nEverything was carried.',
    );
  });
});

describe('nextSteps', () => {
  it('has the examples compiled before the build when site.yaml has example sets', () => {
    expect(nextSteps({ carried: [], uncarried: [], exampleSets: 0 })).toBe(
      'Review it with `git status`, then `npm run build`.',
    );
    expect(nextSteps({ carried: [], uncarried: [], exampleSets: 2 })).toMatchInlineSnapshot(
      `"Review it with \`git status\`, then \`npm run examples\` (SITE_MAVEN_REPOSITORIES names the repositories of artifacts Maven Central does not have) and \`npm run build\`."`,
    );
  });
});
