import { posix } from 'node:path';
import { frontMatterSchema } from '../../../schema/content';
import type { DeclaredItem } from '../api-coverage/scala-api';
import { docRoute } from '../docs/load-version';
import type { SourceDoc, VersionConfig } from '../docs/source-doc';
import type { SidebarSourceCategory } from '../docs/sidebars/generate';
import type { ModuleApi } from './module-api';
import { referenceFile } from './reference-store';

/** Folder of each version the reference pages live in, as if they were content/<version>/api/*.md. */
export const REFERENCE_FOLDER = 'api';

/** A page whose examples use an item: where it is and what to call it. */
export interface UsingPage {
  fileName: string;
  label: string;
}

/** The pages of a version whose examples use each symbol, by the symbol's qualified name. */
export type SymbolUsage = ReadonlyMap<string, readonly UsingPage[]>;

/** Where an item's entry is: its anchor, short enough to read in a URL (`FxCtor.effectOf`). */
function itemAnchor(module: ModuleApi, qualifiedName: string): string {
  return qualifiedName.slice(commonPackage(module).length).replace('#', '.');
}

/** The leading lower-case segments of a qualified name: its package, or the objects it is in. */
function packageParts(qualifiedName: string): string[] {
  const parts = qualifiedName.split(/[.#]/);
  const firstType = parts.findIndex((part) => !/^[a-z]/.test(part));
  return parts.slice(0, firstType < 0 ? parts.length - 1 : firstType);
}

// Every anchor of a module asks for its package: made once per module, not once per item.
const commonPackages = new WeakMap<ModuleApi, string>();

/** The package every item of the module is in, with its trailing dot (`effectie.core.`), or ''. */
function commonPackage(module: ModuleApi): string {
  const known = commonPackages.get(module);
  if (known !== undefined) return known;
  const [first, ...rest] = module.items.map((item) => packageParts(item.qualifiedName));
  let length = first?.length ?? 0;
  for (const parts of rest) {
    let same = 0;
    while (same < length && parts[same] === first![same]) same++;
    length = same;
  }
  const common = length === 0 ? '' : `${first!.slice(0, length).join('.')}.`;
  commonPackages.set(module, common);
  return common;
}

/** The object or type an item belongs to: a type class is its own owner, so its instances join it. */
function ownerOf(item: DeclaredItem): string {
  if (item.kind === 'type class') return item.qualifiedName;
  const member = item.qualifiedName.lastIndexOf('#');
  return member >= 0
    ? item.qualifiedName.slice(0, member)
    : item.qualifiedName.slice(0, item.qualifiedName.lastIndexOf('.'));
}

const simpleName = (qualifiedName: string) => qualifiedName.split(/[.#]/).pop()!;

function groupIntro(owner: string, items: readonly DeclaredItem[]): string {
  const typeClass = items.find((item) => item.kind === 'type class' && item.qualifiedName === owner);
  if (typeClass !== undefined) return `Type class in \`${packageParts(owner).join('.')}\`.`;
  if (items.every((item) => item.kind === 'instance'))
    return `Instances in \`${owner}\`: import \`${owner}._\` to bring them into scope.`;
  return `Syntax in \`${owner}\`.`;
}

function usedIn(fromDir: string, pages: readonly UsingPage[] | undefined): string {
  if (pages === undefined || pages.length === 0) return 'No example on these pages uses it.';
  return `Used in ${pages.map((page) => `[${page.label}](${posix.relative(fromDir, page.fileName)})`).join(', ')}.`;
}

const signatures = (items: readonly DeclaredItem[]) =>
  `\`\`\`sc\n${items.map((item) => item.signature).join('\n')}\n\`\`\``;

/** The markdown of one module's page: its items grouped by owner, each with its signature and the pages that use it. */
function moduleMarkdown(module: ModuleApi, usage: SymbolUsage, fileName: string): string {
  const dir = posix.dirname(fileName);
  const groups = new Map<string, DeclaredItem[]>();
  for (const item of module.items) groups.set(ownerOf(item), [...(groups.get(ownerOf(item)) ?? []), item]);
  const sections = [...groups].map(([owner, items]) => {
    const typeClass = items.filter((item) => item.qualifiedName === owner);
    const byName = new Map<string, DeclaredItem[]>();
    for (const item of items)
      if (item.qualifiedName !== owner)
        byName.set(item.qualifiedName, [...(byName.get(item.qualifiedName) ?? []), item]);
    const head = [`## \`${simpleName(owner)}\` {#${itemAnchor(module, owner)}}`, groupIntro(owner, items)];
    if (typeClass.length > 0) head.push(signatures(typeClass), usedIn(dir, usage.get(owner)));
    const entries = [...byName].map(([qualifiedName, overloads]) =>
      [
        `### \`${simpleName(qualifiedName)}\` {#${itemAnchor(module, qualifiedName)}}`,
        signatures(overloads),
        usedIn(dir, usage.get(qualifiedName)),
      ].join('\n\n'),
    );
    return [...head, ...entries].join('\n\n');
  });
  const intro =
    `The public type classes, methods, syntax and instances of \`${module.artifact}\`, with their signatures as its sources declare them. ` +
    'Each entry lists the pages whose examples use it; in those examples, an identifier shows its type when you hover over it or focus it, and links here.';
  return `${[intro, ...sections].join('\n\n')}\n`;
}

function indexMarkdown(modules: readonly ModuleApi[], version: VersionConfig): string {
  const rows = modules.map((module) => {
    const counts = (['type class', 'method', 'syntax', 'instance'] as const)
      .map((kind) => [kind, module.items.filter((item) => item.kind === kind).length] as const)
      .filter(([, count]) => count > 0)
      .map(
        ([kind, count]) =>
          `${count} ${kind === 'syntax' ? 'syntax' : kind === 'type class' ? (count === 1 ? 'type class' : 'type classes') : `${kind}${count === 1 ? '' : 's'}`}`,
      );
    return `- [${module.module}](./${module.module}.md): \`${module.artifact}\`; ${counts.join(', ') || 'no public API'}.`;
  });
  return `Signatures of the public API of each effectie module of ${version.label}, one page per module, read from the sources of the release these pages compile against.\n\n${rows.join('\n')}\n`;
}

function generatedDoc(
  version: VersionConfig,
  baseName: string,
  generatedFrom: string,
  frontMatter: Record<string, unknown>,
  body: string,
): SourceDoc {
  const parsed = frontMatterSchema.parse(frontMatter);
  const fileName = posix.join('content', version.name, REFERENCE_FOLDER, `${baseName}.md`);
  return {
    frontMatter: parsed,
    title: parsed.title ?? baseName,
    name: parsed.title || baseName,
    hasContentTitle: false,
    description: parsed.description,
    body,
    bodyStartLine: 1,
    warnings: [],
    locate: (problems) =>
      problems.map(({ atKey: _atKey, ...problem }) => ({ ...problem, fileName, line: 1, column: 1 })),
    id: `${REFERENCE_FOLDER}/${baseName}`,
    fileName,
    dir: REFERENCE_FOLDER,
    baseName,
    path: docRoute(version.path, REFERENCE_FOLDER, baseName, undefined),
    generatedFrom,
    tags: [],
  };
}

/**
 * The API reference of a version, as pages of its own: an index and one page per module, in a
 * sidebar category of their own after the written pages. They are built like written pages, so
 * they are in the sidebar, the search index and the version dropdown (which maps pages by id:
 * `api/effectie-core` of one version to the same module of another).
 */
export function referenceDocs(
  version: VersionConfig,
  modules: readonly ModuleApi[],
  usage: SymbolUsage,
): { docs: SourceDoc[]; category: SidebarSourceCategory } | undefined {
  if (modules.length === 0) return undefined;
  const docs = modules.map((module, index) => {
    const doc = generatedDoc(
      version,
      module.module,
      referenceFile(version.name, module.module),
      {
        title: `${module.module} API`,
        sidebar_label: module.module,
        sidebar_position: index + 1,
        description: `Signatures of the public type classes, methods, syntax and instances of ${module.artifact}, with the pages whose examples use them.`,
      },
      '',
    );
    doc.body = moduleMarkdown(module, usage, doc.fileName);
    return doc;
  });
  const index = generatedDoc(
    version,
    'index',
    posix.join('api-reference', version.name),
    {
      title: 'API reference',
      description: `Signatures of the public API of every effectie module of ${version.label}, one page per module.`,
    },
    indexMarkdown(modules, version),
  );
  return {
    docs: [index, ...docs],
    // Infinity: after the written pages, even those without a position.
    category: {
      dir: REFERENCE_FOLDER,
      meta: { label: 'API reference', position: Number.POSITIVE_INFINITY, collapsible: true, collapsed: true },
    },
  };
}

/** Where each item of a version's reference is, by qualified name: `/docs/api/effectie-core#FxCtor.effectOf`. */
export function referenceLinks(docs: readonly SourceDoc[], modules: readonly ModuleApi[]): Map<string, string> {
  const links = new Map<string, string>();
  for (const module of modules) {
    const doc = docs.find((candidate) => candidate.baseName === module.module && candidate.generatedFrom !== undefined);
    if (doc === undefined) continue;
    for (const item of module.items)
      if (!links.has(item.qualifiedName))
        links.set(item.qualifiedName, `${doc.path}#${itemAnchor(module, item.qualifiedName)}`);
  }
  return links;
}
