/**
 * Where a doc's Markdown copy is published: its route plus ".md", so "/docs/fx/" is
 * "/docs/fx.md" and "/docs/fx/construct" is "/docs/fx/construct.md". Routes that differ only by
 * a final slash are one route, so no two pages share a copy.
 */
export function markdownRoute(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}
