import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SiteConfigError } from '../../../schema/config-error';
import { loadSite } from '../site/load-site';
import { MavenError, repositoriesFromEnvironment } from './maven';
import { formatExampleProblem, runExamples } from './run-examples';

const HELP = `npm run examples [-- [--check] [--all] [--config site.yaml] [content/…/page.md …]]

Compiles and evaluates the \`\`\`scala mdoc blocks of the pages an example set covers with mdoc
and keeps the output in compiled-examples/, which the build uses. Needs JDK 17+ and Maven. Artifacts come from Maven
Central and the repositories listed in SITE_MAVEN_REPOSITORIES (URLs or folders).

  (no options)   compile the pages whose mdoc blocks changed since they were compiled
  page.md …      compile these pages
  --all          compile every page
  --check        compile every page and fail if any output differs from compiled-examples/
  --report FILE  also write {passed, failed} page counts as JSON`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      check: { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      config: { type: 'string', default: 'site.yaml' },
      report: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const projectRoot = process.cwd();
  const site = await loadSite({ siteRoot: projectRoot, configFile: values.config!, compiledExamples: 'skip' });
  const started = performance.now();
  const result = await runExamples({
    projectRoot,
    site,
    mode: values.check ? 'check' : 'update',
    only: positionals.map((file) => resolve(file).slice(projectRoot.length + 1)),
    all: values.all,
    repositories: repositoriesFromEnvironment(),
    log: (line) => console.log(line),
  });
  for (const problem of result.problems) console.error(formatExampleProblem(problem));
  if (values.report !== undefined) {
    // One test per page for the test command's closing line.
    const failedPages = new Set(result.problems.map((problem) => problem.fileName));
    const passed = result.compiled.filter((page) => !failedPages.has(page)).length;
    await writeFile(values.report, `${JSON.stringify({ passed, failed: failedPages.size })}\n`);
  }
  for (const file of result.removed)
    console.log(`removed ${file} (its page has no mdoc blocks an example set covers any more)`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.problems.length > 0) {
    console.error(
      `examples: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in ${seconds} s; ${values.check ? 'nothing was written' : 'pages without problems were written'}.`,
    );
    return 1;
  }
  const verb = values.check ? 'checked against compiled-examples/' : `written to compiled-examples/`;
  console.log(
    `examples: ${result.compiled.length} page${result.compiled.length === 1 ? '' : 's'} compiled and ${verb} in ${seconds} s.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof SiteConfigError || error instanceof MavenError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
