import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZipTextFiles } from '../../../../src/node/api-coverage/zip';

// Made by the JDK's jar tool, like the sources jars on Maven Central.
const JAR = readFileSync(resolve(__dirname, '../../../fixtures/api-coverage/tiny-sources.jar'));

describe('readZipTextFiles', () => {
  it('reads the wanted entries of a jar, uncompressed', () => {
    expect(readZipTextFiles(JAR, (name) => name.endsWith('.scala'))).toEqual(
      new Map([['effectie/core/A.scala', 'package effectie.core\ntrait A[F[_]]\n']]),
    );
  });

  it('says when a file is not a zip archive', () => {
    expect(() => readZipTextFiles(Buffer.from('plain text'), () => true)).toThrowErrorMatchingInlineSnapshot(
      `[Error: not a zip archive: no end of central directory.]`,
    );
  });
});
