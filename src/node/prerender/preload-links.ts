import { APP_CHUNKS_TEMPLATE_ID, SEARCH_CHUNKS_TEMPLATE_ID } from '../../shared/chunk-templates';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The app's chunk, which the entry imports after the first paint. */
export const APP_MODULE = 'src/client/start-app.tsx';

/** The search modal's chunk, which runs when a visitor first shows a sign of searching. */
export const SEARCH_MODAL_MODULE = 'src/client/search/modal/SearchModal.tsx';

const ENTRY = 'index.html';

/** The files of the given chunks and of everything they import, each once, without the entry's. */
function chunkFiles(manifest: Manifest, moduleKeys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === ENTRY || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  moduleKeys.forEach(visit);
  return [...files];
}

/**
 * `<link rel="modulepreload">` tags for the given chunks (the app's and a route's) and everything
 * they import, so the browser fetches them all at once instead of one after another. They wait
 * in a template until the entry has let the page paint: a phone's first paint then has the
 * connection to itself, and Lighthouse's simulated phone no longer counts 80 KB of scripts
 * before it.
 */
export function preloadLinks(manifest: Manifest, moduleKeys: readonly string[], baseUrl: string): string {
  const links = chunkFiles(manifest, moduleKeys).map((file) => `<link rel="modulepreload" crossorigin href="${baseUrl}${file}" />`);
  return `<template id="${APP_CHUNKS_TEMPLATE_ID}">${links.join('')}</template>`;
}

/**
 * `<link rel="prefetch">` tags for the search modal's chunks that the page (whose chunks are
 * `pageModuleKeys`) does not load anyway. Prefetching only downloads: the modal's code (300 KB)
 * runs when search is first wanted, not in the idle time after every load, where a phone would
 * spend tens of milliseconds on it for a page that may never be searched.
 */
export function searchPrefetchLinks(manifest: Manifest, pageModuleKeys: readonly string[], baseUrl: string): string {
  const loaded = new Set(chunkFiles(manifest, pageModuleKeys));
  const files = chunkFiles(manifest, [SEARCH_MODAL_MODULE]).filter((file) => !loaded.has(file));
  const links = files.map((file) => `<link rel="prefetch" as="script" crossorigin href="${baseUrl}${file}" />`);
  return `<template id="${SEARCH_CHUNKS_TEMPLATE_ID}">${links.join('')}</template>`;
}
