import { llmsTxtFile } from '../markdown-copies/markdown-files';
import type { SiteOutput } from './site-output';

/** llms.txt: the current version's pages, and where each version's whole text is. */
export const llmsTxt: SiteOutput = {
  name: 'llms.txt',
  files: (site) => {
    const file = llmsTxtFile(site);
    return file === undefined ? [] : [{ path: file.file, make: async () => file.text }];
  },
};
