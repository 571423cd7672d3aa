/** Something of the Docusaurus site that the import did not carry, and where it is written. */
export interface Uncarried {
  /** `docusaurus.config.js:42`, `src/theme/Footer/index.js:1`: from the site folder. */
  where: string;
  /** What it is: `themeConfig.prism`, `custom CSS src/css/custom.css`. */
  what: string;
  /** Why it was not carried, and what to do instead; a sentence ending with a period. */
  why: string;
}

/** What the import wrote, one line each: `site.yaml: title, url, navbar (4 items)...`. */
type Carried = string[];

export interface ImportReport {
  carried: Carried;
  uncarried: Uncarried[];
  /** How many example sets site.yaml has: their pages are compiled before the site is built. */
  exampleSets: number;
}

/** What the site owner runs next. */
export const nextSteps = ({ exampleSets }: ImportReport) =>
  `Review it with \`git status\`, then ${exampleSets === 0 ? '' : '`npm run examples` (SITE_MAVEN_REPOSITORIES names the repositories of artifacts Maven Central does not have) and '}\`npm run build\`.`;

/** The report as the command prints it. */
export function formatReport(siteDir: string, { carried, uncarried }: ImportReport): string {
  const lines = [`Imported the Docusaurus site ${siteDir}:`, ...carried.map((line) => `  ${line}`)];
  if (uncarried.length === 0) {
    lines.push('Everything was carried.');
  } else {
    lines.push(`Not carried (${uncarried.length}):`);
    for (const { where, what, why } of uncarried) lines.push(`  ${where} ${what}: ${why}`);
  }
  return lines.join('\n');
}
