import { describe, expect, it } from 'vitest';
import { scalaCliCoordinate, scriptSet } from '../../../../src/node/examples/script-dependencies';

describe('scalaCliCoordinate', () => {
  it('writes a Scala artifact with "::" and without its Scala suffix, so that //> using scala picks the artifact', () => {
    expect(scalaCliCoordinate('io.kevinlee:effectie-cats-effect3_2.13:2.2.0')).toBe(
      'io.kevinlee::effectie-cats-effect3:2.2.0',
    );
    expect(scalaCliCoordinate('io.kevinlee:effectie-core_3:2.2.0')).toBe('io.kevinlee::effectie-core:2.2.0');
  });

  it('keeps a Java artifact, and a name that only looks versioned, as written', () => {
    expect(scalaCliCoordinate('org.slf4j:slf4j-api:2.0.16')).toBe('org.slf4j:slf4j-api:2.0.16');
    expect(scalaCliCoordinate('com.example:tool_2:1.0')).toBe('com.example:tool_2:1.0');
  });
});

describe('scriptSet', () => {
  it("gives each of effectie's modules the packages that call for it, and others none", () => {
    expect(
      scriptSet({
        scalaVersion: '2.13.16',
        dependencies: [
          'io.kevinlee:effectie-cats-effect2_2.13:2.2.0',
          'io.kevinlee:effectie-monix3_2.13:2.2.0',
          'org.typelevel:cats-core_2.13:2.12.0',
        ],
      }),
    ).toEqual({
      scalaVersion: '2.13.16',
      dependencies: [
        { coordinate: 'io.kevinlee::effectie-cats-effect2:2.2.0', packages: ['effectie.instances.ce2'] },
        { coordinate: 'io.kevinlee::effectie-monix3:2.2.0', packages: ['effectie.instances.monix3', 'monix'] },
        { coordinate: 'org.typelevel::cats-core:2.12.0', packages: [] },
      ],
    });
  });
});
