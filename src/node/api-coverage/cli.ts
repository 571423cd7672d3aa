import { parseArgs } from 'node:util';
import { SiteConfigError } from '../../../schema/config-error';
import { MavenError, repositoriesFromEnvironment } from '../examples/maven';
import { loadSite } from '../site/load-site';
import { apiCoverage } from './coverage';

/** `npm run coverage`: which public API of the documented library no page of its version names. */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { config: { type: 'string', default: 'site.yaml' } } });
  const projectRoot = process.cwd();
  const site = await loadSite({ projectRoot, configFile: values.config!, requireCompiledExamples: false });
  if (site.config.examples.apiCoverage === undefined) {
    console.log('API coverage: site.yaml has no examples.apiCoverage; nothing to check.');
    return 0;
  }
  const report = await apiCoverage(projectRoot, site, repositoriesFromEnvironment());
  let missing = 0;
  for (const version of report) {
    const checked = version.items.length - version.excluded.length;
    console.log(`${version.versionName}: ${checked - version.missing.length} of ${checked} named (${version.excluded.length} excluded) in ${version.modules.join(', ')}`);
    for (const item of version.missing) console.log(`  not named on any page: ${item.kind} ${item.qualifiedName}`);
    missing += version.missing.length;
  }
  if (missing > 0) {
    console.error(`API coverage: ${missing} public name${missing === 1 ? '' : 's'} of the documented modules appear on no page; document them or add them to examples.apiCoverage.exclude in site.yaml with a reason.`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof SiteConfigError || error instanceof MavenError ? error.message : error);
    process.exit(1);
  },
);
