/**
 * Adds a stylesheet to the page once and resolves when it has loaded. Lazy features load their
 * CSS this way rather than by importing it, which would make every page carry Vite's CSS
 * preloading runtime.
 */
export function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  const link = existing ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener(
      'load',
      () => {
        link.dataset.loaded = 'true';
        resolve();
      },
      { once: true },
    );
    link.addEventListener('error', () => reject(new Error(`The stylesheet ${href} could not be loaded.`)), {
      once: true,
    });
  });
  if (!existing) document.head.appendChild(link);
  return loaded;
}
