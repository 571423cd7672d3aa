import { posix } from 'node:path';
import { frontMatterSchema, type FrontMatter } from '../../../schema/content';
import { routeSlug } from '../markdown/slugger';
import type { DocTag, SourceDoc } from './source-doc';
import { docusaurusTagPath } from './docusaurus-routes';
import { plural } from '../../shared/text/plural';

const TAGS_FOLDER = 'tags';

const tagsRoot = (versionPath: string) => `${versionPath.replace(/\/+$/, '')}/${TAGS_FOLDER}`;

/**
 * A page's `tags`, as Docusaurus reads them: a label, whose page is its slug under the version's
 * tags path, or `{ label, permalink }`, whose page is that permalink under it.
 */
export function docTags(frontMatter: Pick<FrontMatter, 'tags'>, versionPath: string): DocTag[] {
  const tags = (frontMatter.tags ?? []).map((tag) =>
    typeof tag === 'string'
      ? {
          label: tag,
          path: `${tagsRoot(versionPath)}/${routeSlug(tag)}`,
          docusaurusPath: docusaurusTagPath(versionPath, tag),
        }
      : { label: tag.label, path: `${tagsRoot(versionPath)}${posix.normalize(`/${tag.permalink}`)}` },
  );
  // One entry per tag page: the same tag written twice, or as two labels of one permalink.
  return tags.filter((tag, index) => tags.findIndex((other) => other.path === tag.path) === index);
}

/**
 * The tag pages the build writes for one version, when its pages have tags: `tags/` listing every
 * tag with its count, and one page per tag listing its pages. No sidebar lists them.
 */
export function tagPages(versionName: string, versionPath: string, docs: readonly SourceDoc[]): SourceDoc[] {
  const byPath = new Map<string, { label: string; docusaurusPath: string | undefined; docs: SourceDoc[] }>();
  for (const doc of docs) {
    if (doc.frontMatter.unlisted) continue;
    for (const tag of doc.tags) {
      const entry = byPath.get(tag.path) ?? { label: tag.label, docusaurusPath: tag.docusaurusPath, docs: [] };
      entry.docs.push(doc);
      byPath.set(tag.path, entry);
    }
  }
  if (byPath.size === 0) return [];
  const root = tagsRoot(versionPath);
  const tags = [...byPath].sort(([, a], [, b]) => a.label.localeCompare(b.label, 'en'));
  const index = generatedPage(
    versionName,
    'index',
    `${root}/`,
    'Tags',
    tags.map(([path, tag]) => `- [${escapeLabel(tag.label)}](${path}) (${tag.docs.length})`).join('\n'),
  );
  const pages = tags.map(([path, tag]) => {
    const count = plural(tag.docs.length, 'doc');
    const list = tag.docs.map(
      (doc) => `- [${escapeLabel(doc.name)}](${doc.path})${doc.description ? `: ${doc.description}` : ''}`,
    );
    const page = generatedPage(
      versionName,
      path.slice(root.length + 1),
      path,
      `${count} tagged with "${tag.label}"`,
      `${list.join('\n')}\n\n[View all tags](${root}/)`,
    );
    return tag.docusaurusPath === undefined ? page : { ...page, docusaurusPath: tag.docusaurusPath };
  });
  return [index, ...pages];
}

function escapeLabel(label: string): string {
  return label.replace(/[\\[\]*_`<]/g, (char) => `\\${char}`);
}

function generatedPage(versionName: string, name: string, path: string, title: string, body: string): SourceDoc {
  const fileName = posix.join('content', versionName, TAGS_FOLDER, `${name}.md`);
  return {
    frontMatter: frontMatterSchema.parse({ title }),
    title,
    name: title,
    hasContentTitle: false,
    description: undefined,
    body: `${body}\n`,
    bodyStartLine: 1,
    warnings: [],
    locate: (problems) =>
      problems.map(({ atKey: _atKey, ...problem }) => ({ ...problem, fileName, line: 1, column: 1 })),
    id: `${TAGS_FOLDER}/${name}`,
    fileName,
    dir: posix.dirname(`${TAGS_FOLDER}/${name}`),
    baseName: posix.basename(name),
    path,
    tags: [],
    tagPage: true,
  };
}
