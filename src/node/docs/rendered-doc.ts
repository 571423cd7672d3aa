import type { DocPageData } from '../../shared/doc-page';

export interface RenderedDoc {
  versionName: string;
  /** The sidebar shown beside the page, by id; none when absent. */
  sidebarName?: string | undefined;
  path: string;
  data: DocPageData;
  /** A page of the API reference, which the build writes. */
  reference: boolean;
}
