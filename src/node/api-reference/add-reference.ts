import { SiteConfigError } from '../../../schema/config-error';
import type { VersionSources } from '../docs/source-doc';
import { REFERENCE_FOLDER, referenceDocs, referenceLinks } from './reference-docs';
import { readReference } from './reference-store';
import { symbolUsage } from './symbol-usage';

/**
 * A version's written pages plus its API reference pages, from api-reference/ and the committed
 * types of its examples, and where each item of the reference is (for links from examples). With
 * `usage` false the reference's pages name no page that uses an item, which reading the types of
 * every example would take; referenceBodies gives them in full later.
 */
export async function withApiReference(
  projectRoot: string,
  sources: VersionSources,
  { usage = true }: { usage?: boolean } = {},
): Promise<{ sources: VersionSources; links: ReadonlyMap<string, string> }> {
  const modules = await readReference(projectRoot, sources.version.name);
  const reference = referenceDocs(
    sources.version,
    modules,
    usage ? await symbolUsage(projectRoot, sources.version.name, sources.docs) : new Map(),
  );
  if (reference === undefined) return { sources, links: new Map() };
  const inTheWay = sources.docs.filter(
    (doc) => doc.dir === REFERENCE_FOLDER || doc.dir.startsWith(`${REFERENCE_FOLDER}/`),
  );
  if (inTheWay.length > 0) {
    throw new SiteConfigError(
      `content/${sources.version.name}`,
      inTheWay.map((doc) => ({
        path: [],
        fileName: doc.fileName,
        line: 1,
        column: 1,
        message: `is in ${REFERENCE_FOLDER}/, where the build writes the API reference of version "${sources.version.name}"; move the page to another folder.`,
      })),
    );
  }
  const docs = [...sources.docs, ...reference.docs];
  return {
    sources: { ...sources, docs, categories: [...sources.categories, reference.category] },
    links: referenceLinks(docs, modules),
  };
}

/**
 * The bodies of a version's API reference pages, by doc id, each item with the pages whose examples
 * use it: what withApiReference left out when asked to.
 */
export async function referenceBodies(projectRoot: string, sources: VersionSources): Promise<Map<string, string>> {
  const modules = await readReference(projectRoot, sources.version.name);
  // The pages withApiReference saw: none the build made after it (a category's generated index).
  const written = sources.docs.filter((doc) => doc.generatedFrom === undefined && doc.generatedIndex !== true);
  const reference = referenceDocs(
    sources.version,
    modules,
    await symbolUsage(projectRoot, sources.version.name, written),
  );
  return new Map((reference?.docs ?? []).map((doc) => [doc.id, doc.body]));
}
