import { APP_CHUNKS_TEMPLATE_ID } from '../../shared/app-chunks';
import { BROWSER_MODULES } from '../vite/browser-modules';
import { pageDataUrl } from '../../shared/page-data';
import { escapeHtml } from '../../shared/text/html-entities';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The app's chunk, which the entry imports after the first paint. */
export const APP_MODULE = BROWSER_MODULES.app;

/**
 * `<link rel="modulepreload">` tags for the given chunks (the app's and a route's) and everything
 * they import, and preloads of the data files the route loads (a doc's data and sidebar), so the
 * browser fetches them all at once instead of one after another. They wait
 * in a template until the entry has let the page paint and load: a phone's first paint then has the
 * connection to itself, and Lighthouse's simulated phone no longer counts 80 KB of scripts
 * before it.
 */
export function preloadLinks(
  manifest: Manifest,
  moduleKeys: readonly string[],
  baseUrl: string,
  dataFiles: readonly string[] = [],
  entryKey = 'index.html',
): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === entryKey || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  moduleKeys.forEach(visit);
  const links = [
    ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(`${baseUrl}${file}`)}" />`),
    // crossorigin, as fetch() asks for them: a preload made otherwise would not be reused.
    ...dataFiles.map(
      (file) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(pageDataUrl(baseUrl, file))}" />`,
    ),
  ].join('');
  return `<template id="${APP_CHUNKS_TEMPLATE_ID}">${links}</template>`;
}
