import { APP_CHUNKS_TEMPLATE_ID } from '../shared/app-chunks';
import { afterFirstPaint } from './after-first-paint';
import { installTypeTips } from './content/type-tips';
import './styles/index.css';
// After the theme's, so that the site's rules and Infima variables win over them.
import 'virtual:effectie/site-styles';

// The inline base-URL check reads this to tell a site that loaded from one that did not.
(window as Window & { __effectieLoaded?: boolean }).__effectieLoaded = true;

// Before hydration: the types in code blocks are in the prerendered HTML already.
installTypeTips(document);

/**
 * The page is prerendered, so it is painted before any of the app's code is fetched or run.
 * Once it is painted and loaded, the preloads the build left in a template
 * (src/node/prerender/preload-links.ts) fetch the app's and the page's chunks at once, and the
 * app hydrates.
 */
async function start() {
  const chunks = document.getElementById(APP_CHUNKS_TEMPLATE_ID);
  if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content.cloneNode(true));
  // React's modules are evaluated in a task of their own, then the app's: one task for both
  // would keep a phone's main thread busy for long enough to delay a tap.
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { startApp } = await import('./start-app');
  await startApp();
}

/**
 * Runs in a task after the load event. The app's chunks requested before it ends would hold it
 * back: the load event marks the page itself as loaded, which a reader can already read.
 */
function afterLoad(run: () => void) {
  const later = () => setTimeout(run, 0);
  // "complete" is set just before the load event is dispatched, in the same task.
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

afterFirstPaint(() => afterLoad(() => void start()));
