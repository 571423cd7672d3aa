import type { LoadedSite } from '../site/load-site';
import type { OutputSources } from './output-sources';

/** One file a site makes: its path in the output folder, and how to make it. */
export interface OutputFile {
  /** Its path inside the output folder, without a leading slash. */
  path: string;
  /** The version whose pages it belongs to (the build keeps a version's files together); none for the site's own. */
  version?: string;
  make(sources: OutputSources): Promise<string>;
}

/** One kind of file a site makes: its files for a loaded site. */
export interface SiteOutput {
  /** What it makes, as a message says it. */
  name: string;
  files(site: LoadedSite): OutputFile[];
}
