import { parseArgs } from 'node:util';

/** The command line of `npm run version:cut`, checked before anything is read. */
export interface CutArguments {
  release: string;
  name?: string;
  label?: string;
  dryRun: boolean;
  report?: string;
  config: string;
  help: boolean;
}

/** An option on the command line that cannot be used, whatever site.yaml says. */
export class VersionCutOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VersionCutOptionError';
  }
}

const RELEASE = /^[A-Za-z0-9_.+-]+$/;

export function cutArguments(args: readonly string[]): CutArguments {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        release: { type: 'string' },
        name: { type: 'string' },
        label: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        report: { type: 'string' },
        config: { type: 'string', default: 'site.yaml' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new VersionCutOptionError(
      `${(error as Error).message.replace(/\.?$/, '.')} See npm run version:cut -- --help.`,
    );
  }
  const common = {
    name: values.name,
    label: values.label,
    dryRun: values['dry-run']!,
    report: values.report,
    config: values.config!,
    help: values.help!,
  };
  if (values.help) return { ...common, release: '' };
  if (values.release === undefined)
    throw new VersionCutOptionError(
      '--release is missing; name the release current documents from now on, such as --release 2.3.0.',
    );
  if (!RELEASE.test(values.release))
    throw new VersionCutOptionError(`--release "${values.release}" is not a Maven version such as "2.3.0".`);
  if (values.label === '') throw new VersionCutOptionError('--label "" is empty; the version dropdown shows it.');
  return { ...common, release: values.release };
}
