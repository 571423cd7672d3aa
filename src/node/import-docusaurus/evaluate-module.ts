import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeValue, type EvaluationRequest, type EvaluationResult, type StubbedImport } from './evaluation-protocol';

export type { StubbedImport } from './evaluation-protocol';

export interface Evaluated {
  /** The default export (or module.exports), called when it is a function, awaited. */
  value: unknown;
  stubbed: StubbedImport[];
}

/** A problem evaluating a file of the site: its own error, with where it was thrown. */
export class EvaluationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EvaluationError';
  }
}

const JITI_COMMAND = join(dirname(createRequire(import.meta.url).resolve('jiti/package.json')), 'lib/jiti-cli.mjs');
const CHILD = fileURLToPath(new URL('./evaluate-child.ts', import.meta.url));
/** Long enough for a config that reads files or starts a plugin's setup; a config is plain data in the end. */
const TIME_LIMIT_MS = 30_000;

/**
 * Evaluates a config-like file of a Docusaurus site as Docusaurus loads it (jiti: ESM or
 * CommonJS, JavaScript or TypeScript, `require` and `__dirname` either way, the default export
 * called when it is a function and awaited), in a process of its own run from the site folder,
 * whose clock reads `now`. Imports that do not resolve get a stand-in and are listed. The process
 * ends once it has answered, or after `timeLimitMs`: a file that throws, loops or leaves a timer
 * behind changes nothing here.
 */
export function evaluateModule(
  file: string,
  siteDir: string,
  now: number = Date.now(),
  timeLimitMs: number = TIME_LIMIT_MS,
): Promise<Evaluated> {
  const request: EvaluationRequest = { file, siteDir, now };
  const shown = relative(siteDir, file).split('\\').join('/');
  return new Promise((resolvePromise, reject) => {
    const child = fork(JITI_COMMAND, [CHILD, JSON.stringify(request)], {
      cwd: siteDir,
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    let stderr = '';
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      action();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new EvaluationError(
              `${shown} could not be evaluated: it did not finish within ${timeLimitMs / 1000} s (a loop, or a promise that never settles).`,
            ),
          ),
        ),
      timeLimitMs,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('message', (message: EvaluationResult) =>
      settle(() => {
        if ('error' in message) reject(new EvaluationError(message.error));
        else resolvePromise({ value: decodeValue(message.value), stubbed: message.stubbed });
      }),
    );
    child.on('error', (error) =>
      settle(() => reject(new EvaluationError(`${shown} could not be evaluated: ${error.message}.`))),
    );
    child.on('close', (code, signal) =>
      settle(() => {
        const said = stderr.trim().split('\n').filter(Boolean).at(-1);
        reject(
          new EvaluationError(
            `${shown} could not be evaluated: its process ended (${signal ?? `exit code ${code}`}) before it gave a value${said === undefined ? '' : `: ${said.replace(/\.$/, '')}`}.`,
          ),
        );
      }),
    );
  });
}
