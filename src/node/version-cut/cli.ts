import { SiteConfigError } from '../../../schema/config-error';
import { MavenError, repositoriesFromEnvironment } from '../examples/maven';
import { cutArguments, VersionCutOptionError } from './arguments';
import { cutVersion } from './cut-version';
import { formatDriftText } from './drift-report';
import { VersionCutRefusal } from './refusals';

const HELP = `npm run version:cut -- --release VERSION [--name NAME] [--label LABEL] [--dry-run] [--report FILE] [--config site.yaml]

Archives the current docs as a version of their own and points current at a new release of the
documented library: copies content/, compiled-examples/ and api-reference/ of current to the
archived version (whose example sets stay on the old release), edits site.yaml in place, then
compiles current's examples against the new release and reports what changed on every page.
Needs git, JDK 17+ and Maven; SITE_MAVEN_REPOSITORIES lists repositories beside Maven Central.

  --release VERSION  the release current documents from now on, e.g. 2.3.0
  --name NAME        the archived version's name and folder (default: the release it documented)
  --label LABEL      what the version dropdown shows for it (default: the release it documented)
  --dry-run          print what would change and change nothing
  --report FILE      where the Markdown drift report goes (default: .cache/version-cut/VERSION.md)`;

async function main(): Promise<number> {
  const values = cutArguments(process.argv.slice(2));
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const dryRun = values.dryRun;
  const result = await cutVersion({
    projectRoot: process.cwd(),
    configFile: values.config,
    release: values.release,
    name: values.name,
    label: values.label,
    dryRun,
    reportFile: values.report,
    repositories: repositoriesFromEnvironment(),
    log: (line) => console.log(line),
  });
  if (dryRun) {
    console.log(
      `version:cut --dry-run: nothing was changed; cutting would do this:\n${result.changes.map((change) => `  ${change}`).join('\n')}`,
    );
    return 0;
  }
  console.log(formatDriftText(result.drift!));
  console.log(`The drift report is in ${result.reportFile}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof SiteConfigError ||
      error instanceof MavenError ||
      error instanceof VersionCutRefusal ||
      error instanceof VersionCutOptionError;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
