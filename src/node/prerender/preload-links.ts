interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` tags for a route's chunk and everything it imports, so the
 * browser fetches them alongside the entry instead of one after another before hydrating.
 */
export function preloadLinks(manifest: Manifest, moduleKey: string, baseUrl: string, entryKey = 'index.html'): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === entryKey || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(moduleKey);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="${baseUrl}${file}" />`).join('');
}
