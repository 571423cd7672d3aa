import type { HomePageData } from '../../shared/home-page';

export const VIRTUAL_PREFIX = 'virtual:effectie/';

/** The home page's buttons, cards and highlighted sample: only the home page's chunk carries them. */
export const HOME_MODULE_ID = `${VIRTUAL_PREFIX}home`;

/** The home page's module. */
export const homeModule = (home: HomePageData) => `export default ${JSON.stringify(home)};`;
