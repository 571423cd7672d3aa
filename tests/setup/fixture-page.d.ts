declare module 'virtual:effectie-test/page' {
  /** The `<script type="application/json">` block every page of the fixture site carries. */
  export const siteDataScript: string;
  /** Each doc's body by the URL the browser's doc module fetches it from. */
  export const docBodies: Record<string, string>;
}
