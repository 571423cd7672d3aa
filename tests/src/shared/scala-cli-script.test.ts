import { describe, expect, it } from 'vitest';
import { isCleanup, scalaCliScript, usedDependencies, type ScriptSet } from '../../../src/shared/scala-cli-script';

const CE2 = { coordinate: 'io.kevinlee::effectie-cats-effect2:2.2.0', packages: ['effectie.instances.ce2'] };
const MONIX3 = { coordinate: 'io.kevinlee::effectie-monix3:2.2.0', packages: ['effectie.instances.monix3', 'monix'] };
const SET: ScriptSet = { scalaVersion: '2.13.16', dependencies: [CE2, MONIX3] };

describe('usedDependencies', () => {
  it('takes the modules whose packages the code imports or names, not those it only mentions in comments or strings', () => {
    expect(
      usedDependencies(
        [CE2, MONIX3],
        'import cats.effect.IO\nimport effectie.instances.ce2.fx._\n// monix.eval.Task would do too\nval s = "monix.eval"',
      ),
    ).toEqual([CE2.coordinate]);
    expect(usedDependencies([CE2, MONIX3], 'import monix.eval.Task\nval t = Task(1)')).toEqual([MONIX3.coordinate]);
    expect(
      usedDependencies([CE2, MONIX3], 'import effectie.instances.ce2.fx._\nval s = monix.execution.Scheduler.global'),
    ).toEqual([CE2.coordinate, MONIX3.coordinate]);
  });

  it("gives code that names no module the set's first one, and always keeps a module that declares no packages", () => {
    expect(usedDependencies([CE2, MONIX3], 'import effectie.core._')).toEqual([CE2.coordinate]);
    const cats = { coordinate: 'org.typelevel::cats-core:2.12.0', packages: [] };
    expect(usedDependencies([CE2, cats], 'import effectie.core._')).toEqual([cats.coordinate]);
  });

  it('does not take a package for a longer name that starts the same, or for a member of another package', () => {
    expect(usedDependencies([CE2, MONIX3], 'import effectie.instances.ce2x._\nval monixy = effectie.monix.x')).toEqual([
      CE2.coordinate,
    ]);
  });
});

describe('isCleanup', () => {
  it('is a block whose first line is a "// Cleanup" comment', () => {
    expect(isCleanup('\n// Cleanup: stop the pool.\npool.shutdown()')).toBe(true);
    expect(isCleanup('pool.shutdown() // cleanup')).toBe(false);
  });
});

describe('scalaCliScript', () => {
  const pool = {
    code: 'import java.util.concurrent.Executors\nval pool = Executors.newFixedThreadPool(1)',
    prints: [],
  };
  const cleanup = [{ code: '// Cleanup: stop the pool.\npool.shutdown()', prints: [] }];

  it('ends with the cleanup blocks after the example, and names only the modules used', () => {
    expect(
      scalaCliScript(SET, {
        context: [pool],
        example: { code: 'pool.submit(() => 42).get()', prints: [[0, 0]] },
        cleanup,
      }),
    ).toMatchInlineSnapshot(`
      "//> using scala 2.13.16
      //> using dep io.kevinlee::effectie-cats-effect2:2.2.0

      // Save as Example.scala and run: scala-cli run Example.scala
      object Example extends App {
      import java.util.concurrent.Executors
      val pool = Executors.newFixedThreadPool(1)

      println(pool.submit(() => 42).get())

      // Cleanup: stop the pool.
      pool.shutdown()
      }
      "
    `);
  });

  it('says that a compile-only example is run by the script, and runs it in a block of its own', () => {
    expect(
      scalaCliScript(SET, {
        context: [pool],
        example: { code: 'import monix.eval.Task\nval later: Task[Int] = Task(1)', prints: [], wrap: 'compile-only' },
        cleanup,
      }),
    ).toMatchInlineSnapshot(`
      "//> using scala 2.13.16
      //> using dep io.kevinlee::effectie-monix3:2.2.0

      // Save as Example.scala and run: scala-cli run Example.scala
      // On its page this example is compile-only: it is compiled but never run.
      // This script runs its code, once after the example it builds on.
      object Example extends App {
      import java.util.concurrent.Executors
      val pool = Executors.newFixedThreadPool(1)

      locally {
      import monix.eval.Task
      val later: Task[Int] = Task(1)
      }

      // Cleanup: stop the pool.
      pool.shutdown()
      }
      "
    `);
  });

  it('says that a crash example ends in an exception, and runs the cleanup even so', () => {
    expect(
      scalaCliScript(SET, {
        context: [pool],
        example: { code: 'pool.submit(() => sys.error("no")).get()', prints: [], wrap: 'crash' },
        cleanup,
      }),
    ).toMatchInlineSnapshot(`
      "//> using scala 2.13.16
      //> using dep io.kevinlee::effectie-cats-effect2:2.2.0

      // Save as Example.scala and run: scala-cli run Example.scala
      // This example ends in an exception, as on its page: the script stops there with its stack
      // trace and exit status 1, after the cleanup at its end has run.
      object Example extends App {
      import java.util.concurrent.Executors
      val pool = Executors.newFixedThreadPool(1)

      try {
      pool.submit(() => sys.error("no")).get()
      } finally {
      // Cleanup: stop the pool.
      pool.shutdown()
      }
      }
      "
    `);
  });
});
