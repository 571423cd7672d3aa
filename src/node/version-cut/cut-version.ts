import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseSiteConfig } from '../../../schema/parse';
import { coverageOfApis } from '../api-coverage/coverage';
import { versionApis } from '../api-reference/module-api';
import { readReference, REFERENCE_DIR, writeReference } from '../api-reference/reference-store';
import { CACHE_DIR, readCachedPage, type CachedSet } from '../examples/cache-store';
import { MavenError, resolveClasspath } from '../examples/maven';
import { collectPageExamples, type PageExamples } from '../examples/page-examples';
import { runExamples } from '../examples/run-examples';
import { loadSite, type LoadedSite } from '../site/load-site';
import { Changes } from './changes';
import { cutSiteYaml, type SiteYamlCut } from './cut-site-yaml';
import { computeDrift, type Drift } from './drift';
import { formatDriftMarkdown } from './drift-report';
import { refuseExistingFolders, refuseUncommitted, versionFolders, VersionCutRefusal } from './refusals';
import { stageArchivedVersion } from './stage-version';

export interface CutVersionOptions {
  projectRoot: string;
  configFile?: string;
  release: string;
  name?: string;
  label?: string;
  dryRun?: boolean;
  repositories: readonly string[];
  /** Where the Markdown report goes, relative to the project; .cache/version-cut/<release>.md by default. */
  reportFile?: string;
  log?: (line: string) => void;
}

export interface CutVersionResult {
  cut: SiteYamlCut;
  /** What the cut changes (and, with dryRun, would change), one line each. */
  changes: string[];
  /** Absent on a dry run. */
  drift?: Drift;
  reportFile?: string;
}

/**
 * `npm run version:cut`: archives current as a version of its own, points current at the new
 * release, compiles current's examples against it and reports what changed. Refuses, changing
 * nothing, before anything is written; once writing starts, any failure puts everything back.
 */
export async function cutVersion({
  projectRoot,
  configFile = 'site.yaml',
  release,
  name,
  label,
  dryRun = false,
  repositories,
  reportFile,
  log = () => {},
}: CutVersionOptions): Promise<CutVersionResult> {
  const cut = cutSiteYaml(await readFile(join(projectRoot, configFile), 'utf8'), configFile, { release, name, label });
  refuseExistingFolders(projectRoot, cut.archived.name);
  await refuseUncommitted(projectRoot, configFile);
  await resolveRelease(projectRoot, cut, repositories);

  const site = await loadSite({ siteRoot: projectRoot, configFile, compiledExamples: 'skip' });
  const pages = collectPageExamples(site.config, site.versions).pages.filter(
    (page) => page.versionName === cut.currentName,
  );
  const archivedFolders = versionFolders(cut.archived.name);
  const changes = [
    ...versionFolders(cut.currentName).map((folder, index) => `${folder}/ is copied to ${archivedFolders[index]}/.`),
    ...cut.changes.map((change) => `${configFile} ${change}`),
    `${pages.length} page${pages.length === 1 ? ` of "${cut.currentName}" is` : `s of "${cut.currentName}" are`} compiled against ${release}; ${CACHE_DIR}/${cut.currentName}/ is updated for each that still compiles, and ${REFERENCE_DIR}/${cut.currentName}/ is written from ${release}'s sources jars.`,
  ];
  if (dryRun) return { cut, changes };

  const report = reportFile ?? `.cache/version-cut/${release}.md`;
  const work = await Changes.start(projectRoot);
  try {
    for (const folder of await stageArchivedVersion(projectRoot, work.workDir, cut))
      await work.moveIntoPlace(folder.staged, folder.target);
    await work.replaceFile(configFile, cut.text);
    log(`archived "${cut.currentName}" as "${cut.archived.name}" at ${cut.archived.path}`);
    const drift = await compileCurrent(projectRoot, configFile, cut, repositories, work, log);
    await mkdir(dirname(join(projectRoot, report)), { recursive: true });
    await writeFile(join(projectRoot, report), formatDriftMarkdown(drift));
    await work.finish();
    return { cut, changes, drift, reportFile: report };
  } catch (error) {
    await work.rollBack();
    throw error;
  }
}

/** Every set of current must resolve on the new release before anything is written. */
async function resolveRelease(projectRoot: string, cut: SiteYamlCut, repositories: readonly string[]): Promise<void> {
  const sets = parseSiteConfig(cut.text).value.examples.sets.filter((set) => set.version === cut.currentName);
  for (const set of sets) {
    try {
      await resolveClasspath(
        projectRoot,
        {
          label: `example set "${set.name}" on ${cut.release}`,
          dependencies: set.dependencies,
          scalaVersion: set.scalaVersion,
          withCompiler: false,
        },
        repositories,
      );
    } catch (error) {
      if (!(error instanceof MavenError)) throw error;
      throw new VersionCutRefusal(
        `Release "${cut.release}" cannot be resolved, so nothing was changed. ${error.message}`,
      );
    }
  }
}

/** Compiles current's pages against the new release, writes its API reference, and measures the drift. */
async function compileCurrent(
  projectRoot: string,
  configFile: string,
  cut: SiteYamlCut,
  repositories: readonly string[],
  work: Changes,
  log: (line: string) => void,
): Promise<Drift> {
  const site = await loadSite({ siteRoot: projectRoot, configFile, compiledExamples: 'skip' });
  const pages = collectPageExamples(site.config, site.versions).pages.filter(
    (page) => page.versionName === cut.currentName,
  );
  const cachedPages = async () =>
    new Map<PageExamples, CachedSet | undefined>(
      await Promise.all(pages.map(async (page) => [page, await readCachedPage(projectRoot, page)] as const)),
    );
  const before = await cachedPages();
  const oldApi = await readReference(projectRoot, cut.currentName);
  await work.preserve(`${CACHE_DIR}/${cut.currentName}`);
  await work.preserve(`${REFERENCE_DIR}/${cut.currentName}`);

  const result = await runExamples({
    projectRoot,
    site,
    mode: 'update',
    only: pages.map((page) => page.fileName),
    repositories,
    log,
  });
  const after = await cachedPages();
  const currentOnly: LoadedSite = {
    ...site,
    versions: site.versions.filter((version) => version.meta.name === cut.currentName),
  };
  const newApi = await versionApis(projectRoot, currentOnly, repositories);
  await writeReference(projectRoot, newApi);
  const missing = coverageOfApis(currentOnly, newApi).flatMap((version) => version.missing);
  return computeDrift({
    currentName: cut.currentName,
    previousRelease: cut.previousRelease,
    release: cut.release,
    archived: cut.archived,
    pages,
    // A page that did not compile keeps its old file: it has no "after".
    before,
    after: new Map([...after].filter(([page]) => result.compiled.includes(page.fileName))),
    problems: result.problems,
    oldApi,
    newApi: newApi.flatMap((version) => version.modules),
    missing,
  });
}
