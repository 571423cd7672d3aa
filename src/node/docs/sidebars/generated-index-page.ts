import { posix } from 'node:path';
import { frontMatterSchema } from '../../../../schema/content';
import type { SourceDoc } from '../source-doc';
import type { GeneratedIndex } from './resolve';

/** The page of a `generated-index` category link: its title, its description, then its entries as cards. */
export function generatedIndexPage(page: GeneratedIndex): SourceDoc {
  const frontMatter = frontMatterSchema.parse({
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    image: page.image,
  });
  const description =
    page.description === undefined ? '' : `${page.description.replace(/[\\`*_[\]<>#]/g, (char) => `\\${char}`)}\n\n`;
  return {
    frontMatter,
    title: page.title,
    name: page.title,
    hasContentTitle: false,
    description: page.description,
    body: `${description}<DocCardList />\n`,
    bodyStartLine: 1,
    warnings: [],
    locate: (problems) =>
      problems.map(({ atKey: _atKey, ...problem }) => ({ ...problem, fileName: page.fileName, line: 1, column: 1 })),
    id: page.id,
    fileName: page.fileName,
    dir: posix.dirname(page.id),
    baseName: posix.basename(page.id),
    path: page.path,
    tags: [],
    generatedIndex: true,
    docusaurusPath: page.docusaurusPath,
  };
}
