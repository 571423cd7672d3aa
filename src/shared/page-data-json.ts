import type { VersionSummary } from './docs-metadata';
import type { PageSiteData } from './page-data';

/**
 * A version summary as a page's JSON block carries it: only what its place in the list does not
 * already say. Every page lists every version, so an archived version that keeps the usual label,
 * path, main doc and banner costs its name alone.
 */
export type CompactVersionSummary = Pick<VersionSummary, 'name'> & Partial<Omit<VersionSummary, 'name'>>;

/** What a summary says unless it says otherwise: the first version is the current one, the rest lie under its path. */
function usual(
  name: string,
  index: number,
  first: string | undefined,
): Omit<VersionSummary, 'name' | 'mainDocPath' | 'releaseNotes'> {
  return {
    label: name,
    isLast: index === 0,
    path: first === undefined ? '' : `${first.replace(/\/+$/, '')}/${name}`,
    banner: index === 0 ? 'none' : 'unmaintained',
  };
}

const homeOf = (path: string) => `${path.replace(/\/+$/, '')}/`;

export function compactSummaries(versions: readonly VersionSummary[]): CompactVersionSummary[] {
  const first = versions[0]?.path;
  return versions.map(({ name, label, isLast, path, mainDocPath, banner, releaseNotes }, index) => {
    const expected = usual(name, index, index === 0 ? undefined : first);
    return {
      name,
      ...(label === expected.label ? {} : { label }),
      ...(isLast === expected.isLast ? {} : { isLast }),
      ...(path === expected.path ? {} : { path }),
      ...(mainDocPath === homeOf(path) ? {} : { mainDocPath }),
      ...(banner === expected.banner ? {} : { banner }),
      ...(releaseNotes === undefined ? {} : { releaseNotes }),
    };
  });
}

export function expandSummaries(compact: readonly CompactVersionSummary[]): VersionSummary[] {
  const first = compact[0]?.path ?? '';
  return compact.map((summary, index) => {
    const expected = usual(summary.name, index, index === 0 ? undefined : first);
    const path = summary.path ?? expected.path;
    return {
      name: summary.name,
      label: summary.label ?? expected.label,
      isLast: summary.isLast ?? expected.isLast,
      path,
      mainDocPath: summary.mainDocPath ?? homeOf(path),
      banner: summary.banner ?? expected.banner,
      ...(summary.releaseNotes === undefined ? {} : { releaseNotes: summary.releaseNotes }),
    };
  });
}

/** The JSON text of a page's site data, its version summaries compacted. */
export function pageSiteDataJson(data: PageSiteData): string {
  return JSON.stringify({ ...data, versions: compactSummaries(data.versions) });
}

/** A page's site data from the JSON text pageSiteDataJson wrote. */
export function parsePageSiteData(text: string): PageSiteData {
  const parsed = JSON.parse(text) as Omit<PageSiteData, 'versions'> & { versions: CompactVersionSummary[] };
  return { ...parsed, versions: expandSummaries(parsed.versions) };
}
