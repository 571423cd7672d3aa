import type { ScriptDependency, ScriptSet } from '../../shared/scala-cli-script';

/**
 * effectie's modules by name, with the packages that only that module brings to a script
 * (beside what every module brings: effectie's core and syntax, cats). A script depends on a
 * module when its code names one of them; a module not listed here is always part of a script.
 */
const MODULE_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  'effectie-cats-effect2': ['effectie.instances.ce2'],
  'effectie-cats-effect3': ['effectie.instances.ce3'],
  'effectie-monix3': ['effectie.instances.monix3', 'monix'],
  // effectie 1.x
  'effectie-cats-effect': ['effectie.cats'],
  'effectie-monix': ['effectie.monix', 'monix'],
  'effectie-scalaz-effect': ['effectie.scalaz', 'scalaz'],
};

/** A Scala binary version suffix of an artifact: `_2.13`, `_3`, `_2.12`. */
const SCALA_SUFFIX = /_(2\.1[0-3]|3)$/;

/**
 * A Maven coordinate in Scala CLI's form: `io.kevinlee:effectie-core_2.13:2.2.0` is
 * `io.kevinlee::effectie-core:2.2.0`, so a script whose `//> using scala` changes gets the
 * artifacts of that Scala version. A Java artifact keeps its single colon.
 */
export function scalaCliCoordinate(coordinate: string): string {
  const [group, artifact, ...rest] = coordinate.split(':');
  if (artifact === undefined || !SCALA_SUFFIX.test(artifact)) return coordinate;
  return [`${group}::${artifact.replace(SCALA_SUFFIX, '')}`, ...rest].join(':');
}

/** The set's coordinates as a script takes them: Scala CLI's form and the packages that call for each. */
export function scriptSet(set: { scalaVersion: string; dependencies: readonly string[] }): ScriptSet {
  return {
    scalaVersion: set.scalaVersion,
    dependencies: set.dependencies.map((coordinate): ScriptDependency => {
      const module = (coordinate.split(':')[1] ?? '').replace(SCALA_SUFFIX, '');
      return { coordinate: scalaCliCoordinate(coordinate), packages: MODULE_PACKAGES[module] ?? [] };
    }),
  };
}
