import type { StandalonePageFileData } from '../../../shared/standalone-page';
import type { PreloadablePage } from '../../routing/route-definition';
import { StandalonePage } from './StandalonePage';

/**
 * A standalone page from its data file. The body is a file of its own, as a doc's: `preload`
 * takes it (from the prerendered page, or the network) and the route renders once it is in hand.
 */
export function createStandalonePage(data: StandalonePageFileData, loadBody: () => Promise<string>): PreloadablePage {
  let html: string | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page route, which the route table keeps, never during a render.
  function StandaloneRoute() {
    return <StandalonePage data={{ ...data, html: html ?? '' }} />;
  }
  // Nothing of the page reaches outside it before it is shown: its head waits.
  StandaloneRoute.preparable = true;
  StandaloneRoute.preload = async () => {
    html ??= await loadBody();
  };
  return StandaloneRoute;
}
