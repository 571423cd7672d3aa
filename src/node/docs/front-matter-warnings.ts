import { formatProblem } from '../../../schema/config-error';
import type { LoadedSite } from '../site/load-site';

/** Front matter keys that do nothing, each at its line, for the build to print; undefined when none. */
export function frontMatterWarnings(site: LoadedSite): string | undefined {
  const warnings = site.versions.flatMap((version) => version.sources.warnings);
  if (warnings.length === 0) return undefined;
  const count = warnings.length === 1 ? '1 key' : `${warnings.length} keys`;
  return `The docs' front matter has ${count} with no effect:\n${warnings.map((warning) => `  ${formatProblem(warning)}`).join('\n')}\nThe pages were built all the same.`;
}
