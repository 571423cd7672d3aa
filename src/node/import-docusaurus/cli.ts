import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { EvaluationError } from './evaluate-module';
import { importDocusaurus } from './import-site';
import { ImportRefusal } from './refusal';
import { formatReport, nextSteps } from './report';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const USAGE =
  'Usage: npm run import:docusaurus -- <folder of a Docusaurus site> [--docs <folder of its docs, for an mdoc build>]';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ options: { docs: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message.replace(/\.$/, '')}.\n${USAGE}`);
    return 2;
  }
  const [siteDir, ...rest] = parsed.positionals;
  if (siteDir === undefined || rest.length > 0) {
    console.error(
      `${siteDir === undefined ? 'Give the folder of the Docusaurus site.' : `One site folder at a time; also given: ${rest.map((arg) => `"${arg}"`).join(', ')}.`}\n${USAGE}`,
    );
    return 2;
  }
  try {
    const report = await importDocusaurus({ projectRoot, siteDir, docs: parsed.values.docs });
    console.log(formatReport(siteDir, report));
    console.log(nextSteps(report));
    return 0;
  } catch (error) {
    if (error instanceof ImportRefusal || error instanceof EvaluationError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
