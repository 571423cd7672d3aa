declare module 'virtual:effectie-test/page' {
  /** The `<script type="application/json">` block of the fixture site's docs home (/docs/). */
  export const siteDataScript: string;
  /** Each data file (versions, docs, bodies, sidebars) by the URL the browser fetches it from. */
  export const dataFiles: Record<string, string>;
}
