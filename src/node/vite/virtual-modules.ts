import type { HomePageData } from '../../shared/home-page';
import { BROWSER_MODULES } from './browser-modules';

export const VIRTUAL_PREFIX = 'virtual:effectie/';

/** The home page's buttons, cards and highlighted sample: only the home page's chunk carries them. */
export const HOME_MODULE_ID = `${VIRTUAL_PREFIX}home`;

/** The home page's module. */
export const homeModule = (home: HomePageData) => `export default ${JSON.stringify(home)};`;

/** The module of each fixed page, from the build's one list, for the browser's route table. */
export const FIXED_PAGES_MODULE_ID = `${VIRTUAL_PREFIX}fixed-pages`;

export const fixedPagesModule = () => `export default ${JSON.stringify(BROWSER_MODULES.fixedPages)};`;
