import { execFile } from 'node:child_process';

/** Runs `java` with `args`; a missing JDK is an error, a failing program is its exit code and output. */
export function java(args: readonly string[], cwd: string): Promise<{ log: string; exitCode: number }> {
  return new Promise((resolvePromise, reject) => {
    execFile('java', args, { cwd, maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      const failure = error as (NodeJS.ErrnoException & { code?: string | number }) | null;
      if (failure?.code === 'ENOENT') {
        reject(new Error('Java ("java") is not on PATH; compiling the examples needs JDK 17+ and Maven.'));
        return;
      }
      resolvePromise({ log: `${stdout}\n${stderr}`, exitCode: typeof failure?.code === 'number' ? failure.code : failure ? 1 : 0 });
    });
  });
}
