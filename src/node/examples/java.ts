import { execFile } from 'node:child_process';

/**
 * The JVM's settings for the compilers this site runs. A run lasts a minute or two, too short for
 * the optimising JIT (C2) to pay back what compiling with it costs: with the quick one (C1) alone,
 * the examples check used half the CPU time (146 s to 73 s of user time on two cores). The serial
 * collector keeps the JVM's garbage collection off the other core, where the other tests run.
 */
export const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'] as const;

/** Runs `java` with `args`; a missing JDK is an error, a failing program is its exit code and output. */
export function java(args: readonly string[], cwd: string): Promise<{ log: string; exitCode: number }> {
  return new Promise((resolvePromise, reject) => {
    execFile('java', [...JVM_OPTIONS, ...args], { cwd, maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      const failure = error as (NodeJS.ErrnoException & { code?: string | number }) | null;
      if (failure?.code === 'ENOENT') {
        reject(new Error('Java ("java") is not on PATH; compiling the examples needs JDK 17+ and Maven.'));
        return;
      }
      resolvePromise({
        log: `${stdout}\n${stderr}`,
        exitCode: typeof failure?.code === 'number' ? failure.code : failure ? 1 : 0,
      });
    });
  });
}
