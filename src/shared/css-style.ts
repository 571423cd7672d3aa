import type { CSSProperties } from 'react';

/**
 * CSS declarations from site.yaml as React takes them: "max-height" and "maxHeight" both
 * become maxHeight; custom properties ("--logo-size") stay as written.
 */
export function cssProperties(style: Readonly<Record<string, string | number>> | undefined): CSSProperties | undefined {
  if (style === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(style).map(([property, value]) => [
      property.startsWith('--') ? property : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  ) as CSSProperties;
}
