import { parseArgs } from 'node:util';
import { SiteConfigError } from '../../../schema/config-error';
import { MavenError, repositoriesFromEnvironment } from '../examples/maven';
import { loadSite } from '../site/load-site';
import { versionApis } from '../api-reference/module-api';
import { compareReference, REFERENCE_DIR, writeReference } from '../api-reference/reference-store';
import { coverageOfApis } from './coverage';

const HELP = `npm run coverage [-- [--write] [--config site.yaml]]

Reads the sources jars of the documented modules (examples.apiCoverage.group on each version's
classpaths) and checks two things: that every public type class, method and syntax extension is
named on a page of its version, and that ${REFERENCE_DIR}/, from which the build writes the API
reference, says what the jars say. Needs Maven.

  --write   write ${REFERENCE_DIR}/ from the jars instead of checking it`;

/** `npm run coverage`: which public API no page names, and whether the committed API reference is current. */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      config: { type: 'string', default: 'site.yaml' },
      write: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const projectRoot = process.cwd();
  const site = await loadSite({ siteRoot: projectRoot, configFile: values.config!, compiledExamples: 'skip' });
  if (site.config.examples.apiCoverage === undefined) {
    console.log('API coverage: site.yaml has no examples.apiCoverage; nothing to check.');
    return 0;
  }
  const apis = await versionApis(projectRoot, site, repositoriesFromEnvironment());
  let status = 0;
  if (values.write) {
    for (const file of await writeReference(projectRoot, apis)) console.log(`wrote ${file}`);
  } else {
    const stale = await compareReference(projectRoot, apis);
    for (const problem of stale) console.error(`API reference: ${problem}`);
    if (stale.length > 0) {
      console.error(
        `API reference: ${REFERENCE_DIR}/ does not match the sources jars; run "npm run coverage -- --write" and commit it.`,
      );
      status = 1;
    }
  }
  let missing = 0;
  for (const version of coverageOfApis(site, apis)) {
    const checked = version.items.length - version.excluded.length;
    console.log(
      `${version.versionName}: ${checked - version.missing.length} of ${checked} named (${version.excluded.length} excluded) in ${version.modules.join(', ')}`,
    );
    for (const item of version.missing) console.log(`  not named on any page: ${item.kind} ${item.qualifiedName}`);
    missing += version.missing.length;
  }
  if (missing > 0) {
    console.error(
      `API coverage: ${missing} public name${missing === 1 ? '' : 's'} of the documented modules appear on no page; document them or add them to examples.apiCoverage.exclude in site.yaml with a reason.`,
    );
    status = 1;
  }
  return status;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof SiteConfigError || error instanceof MavenError ? error.message : error);
    process.exit(1);
  },
);
