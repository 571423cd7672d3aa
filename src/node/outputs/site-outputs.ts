import { PAGE_DATA_DIR } from '../../shared/page-data';
import type { LoadedSite } from '../site/load-site';
import { docData } from './doc-data';
import { llmsTxt } from './llms-txt';
import { markdownCopies } from './markdown-copies';
import { searchIndexes } from './search-indexes';
import type { OutputFile, SiteOutput } from './site-output';
import { standalonePageData } from './standalone-page-data';
import { versionData } from './version-data';

/**
 * Every file a site makes from its pages, besides their HTML: the build writes them all, the
 * development server makes each when asked for, the tests' in-memory site holds them. A new kind
 * of output is one more entry here.
 */
export const SITE_OUTPUTS: readonly SiteOutput[] = [
  versionData,
  docData,
  standalonePageData,
  searchIndexes,
  markdownCopies,
  llmsTxt,
];

/** Every file of every output of a site, by path; a path two outputs claim is an error. */
export function outputFiles(site: LoadedSite): Map<string, OutputFile> {
  const files = new Map<string, OutputFile>();
  const owner = new Map<string, string>();
  for (const output of SITE_OUTPUTS)
    for (const file of output.files(site)) {
      const claimed = owner.get(file.path);
      if (claimed !== undefined) throw new Error(`"${file.path}" is made twice: by ${claimed} and by ${output.name}.`);
      owner.set(file.path, output.name);
      files.set(file.path, file);
    }
  return files;
}

/** Whether an output file is a data file pages load, rather than a text file readers and tools read. */
export const isDataFile = (path: string): boolean => path.startsWith(`${PAGE_DATA_DIR}/`);
