import { describe, expect, it } from 'vitest';
import { scriptProblems } from '../../../../src/node/examples/check-scripts';
import type { ScriptResult } from '../../../../src/node/examples/script-runner/run-scripts';
import { scalaPage } from './helpers';

const result = (file: string, outcome: ScriptResult['outcome'], detail = ''): ScriptResult => ({
  file,
  errors: [],
  outcome,
  detail,
  line: 0,
  output: '',
});

describe('scriptProblems', () => {
  it('fails a crash example whose script ends without its exception, one that exits with a failure, and one the runner said nothing about', () => {
    const crash = scalaPage('content/current/guide/crash.md');
    crash.blocks[0]!.modifiers = ['crash'];
    const owners = new Map([
      ['a.scala', { page: crash, block: 0, text: '' }],
      ['b.scala', { page: scalaPage('content/current/guide/exits.md'), block: 0, text: '' }],
      ['c.scala', { page: scalaPage('content/current/guide/quiet.md'), block: 0, text: '' }],
      ['d.scala', { page: scalaPage('content/current/guide/fine.md'), block: 0, text: '' }],
    ]);

    const problems = scriptProblems(
      [result('a.scala', 'ended'), result('b.scala', 'exited', '2'), result('d.scala', 'ended')],
      owners,
    );

    expect(problems.map((problem) => `${problem.fileName}:${problem.line} ${problem.message}`)).toMatchInlineSnapshot(`
      [
        "content/current/guide/crash.md:5 the Scala CLI script copied from this example ends without the exception its page shows (mdoc:crash).",
        "content/current/guide/exits.md:5 the Scala CLI script copied from this example ends with System.exit(2).",
        "content/current/guide/quiet.md:5 has a Scala CLI script the runner reported nothing for, so it was not checked.",
      ]
    `);
  });
});
