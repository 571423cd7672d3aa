import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZipTextFiles } from '../../../../src/node/api-coverage/zip';

// Made by the JDK's jar tool, like the sources jars on Maven Central.
const JAR = readFileSync(resolve(__dirname, '../../../fixtures/api-coverage/tiny-sources.jar'));
// Made by Info-ZIP's `zip -fz -9`: ZIP64 records (sizes and offsets in the zip64 extra field, a
// zip64 end of central directory) as a jar tool writes past 65,535 entries or 4 GiB, one entry deflated.
const ZIP64_JAR = readFileSync(resolve(__dirname, '../../../fixtures/api-coverage/zip64-sources.jar'));

describe('readZipTextFiles', () => {
  it('reads the wanted entries of a jar, uncompressed', () => {
    expect(readZipTextFiles(JAR, (name) => name.endsWith('.scala'))).toEqual(
      new Map([['effectie/core/A.scala', 'package effectie.core\ntrait A[F[_]]\n']]),
    );
  });

  it('reads a ZIP64 archive and inflates its deflated entries', () => {
    expect(readZipTextFiles(ZIP64_JAR, (name) => name.endsWith('.scala'))).toEqual(
      new Map([
        [
          'effectie/core/A.scala',
          `package effectie.core\ntrait A[F[_]] {\n${[1, 2, 3, 4, 5, 6].map((n) => `  def unit${n}: F[Unit]\n`).join('')}}\n`,
        ],
      ]),
    );
  });

  it('says when an archive is cut short', () => {
    expect(() => readZipTextFiles(JAR.subarray(0, JAR.length - 10), () => true)).toThrowErrorMatchingInlineSnapshot(
      `[Error: not a zip archive, or a broken one: invalid zip data.]`,
    );
  });

  it('says when a file is not a zip archive', () => {
    expect(() => readZipTextFiles(Buffer.from('plain text'), () => true)).toThrowErrorMatchingInlineSnapshot(
      `[Error: not a zip archive, or a broken one: invalid zip data.]`,
    );
  });
});
