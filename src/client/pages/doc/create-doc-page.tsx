import type { DocPageData } from '../../../shared/doc-page';
import type { Sidebar } from '../../../shared/sidebar';
import { DocPage } from './DocPage';

/** What each doc's generated chunk calls: its data is baked in, the layout shared. */
export function createDocPage(data: DocPageData, sidebar: Sidebar) {
  return function DocRoute() {
    return <DocPage data={data} sidebar={sidebar} />;
  };
}
