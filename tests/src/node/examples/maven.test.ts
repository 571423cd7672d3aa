import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MavenError, repositoriesFromEnvironment, resolveClasspath } from '../../../../src/node/examples/maven';

describe('resolveClasspath', () => {
  it("says which set and coordinate Maven could not resolve, with Maven's own reason and where to list another repository", {
    timeout: 300_000,
  }, async () => {
    const root = await mkdtemp(join(tmpdir(), 'effectie-maven-'));
    try {
      const request = {
        label: 'example set "broken"',
        dependencies: ['io.kevinlee:no-such-module_2.13:9.9.9'],
        scalaVersion: '2.13.16',
        withCompiler: false,
      };
      const error = await resolveClasspath(root, request, []).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(MavenError);
      const lines = (error as MavenError).message.split('\n');
      expect(lines[0]).toBe(
        'Maven could not resolve the classpath of example set "broken" (io.kevinlee:no-such-module_2.13:9.9.9):',
      );
      expect(
        lines.slice(1, -1).some((line) => line.startsWith('  [ERROR] ') && line.includes('no-such-module_2.13')),
      ).toBe(true);
      // Neither terminal colour codes nor Maven's advice on how to rerun it.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts every terminal colour code.
      expect((error as MavenError).message).not.toMatch(/\x1b|Re-run Maven|\[Help \d+\]|full stack trace/);
      expect(lines.at(-1)).toBe(
        'If an artifact is not on Maven Central, list the repository that has it in SITE_MAVEN_REPOSITORIES (URLs or folders, comma-separated).',
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('repositoriesFromEnvironment', () => {
  it('takes URLs as they are and folders as file URLs, separated by commas or spaces', () => {
    expect(repositoriesFromEnvironment('https://repo.example.org/maven2, /srv/maven  relative/maven')).toEqual([
      'https://repo.example.org/maven2',
      'file:///srv/maven',
      `file://${join(process.cwd(), 'relative/maven')}`,
    ]);
  });
});
