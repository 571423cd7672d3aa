import { describe, expect, it } from 'vitest';
import type { Drift } from '../../../../src/node/version-cut/drift';
import { formatDriftMarkdown, formatDriftText } from '../../../../src/node/version-cut/drift-report';

const DRIFT: Drift = {
  currentName: 'current',
  previousRelease: '2.2.0',
  release: '2.3.0',
  archived: { name: '2.2.0', label: '2.2.0', path: '/docs/2.2.0' },
  pageCount: 5,
  pages: [
    {
      fileName: 'content/current/broken.md',
      failures: [{ line: 6, column: 16, message: 'type mismatch;\n found   : IO[Int]\n required: => IO[Int]' }],
      output: [],
      types: [],
    },
    {
      fileName: 'content/current/restart.md',
      failures: [],
      output: [{ line: 10, old: ['// res0: IO[Int] = Delay(x)'], new: ['// res0: IO[Int] = Suspend(x)'] }],
      types: [
        {
          identifier: 'restartWhile',
          old: 'def restartWhile(p: A => Boolean): F[A]',
          new: 'def restartWhile(p: => A => Boolean): F[A]',
          places: [{ line: 12, column: 4 }],
        },
        {
          identifier: 'Fx',
          old: 'trait Fx[F[_]] extends FxCtor[F]',
          new: 'trait Fx[F[_]] extends FxCtor[F] with OnNonFatal[F]',
          places: [
            { line: 14, column: 21 },
            { line: 41, column: 17 },
          ],
        },
      ],
    },
  ],
  unmentioned: [{ kind: 'type class', name: 'OnNonFatal', qualifiedName: 'effectie.core.OnNonFatal' }],
  removed: [],
};

describe('the drift report', () => {
  it('as Markdown: a summary, a section per page with what needs the owner first, then the public names', () => {
    expect(formatDriftMarkdown(DRIFT)).toMatchInlineSnapshot(`
      "# What 2.3.0 changes for the pages of "current"

      2.2.0 is archived as version "2.2.0" at /docs/2.2.0; "current" now documents 2.3.0. Of 5 pages with examples, 1 no longer compiles and still needs the owner (its committed examples were left as they were), 1 compiles with changed output or types (updated), and the release adds 1 public name no page mentions and removes 0.

      ## content/current/broken.md

      **No longer compiles; needs the owner.** Its committed examples are still those of the old release.

      - line 6, column 16:

        \`\`\`text
        type mismatch;
         found   : IO[Int]
         required: => IO[Int]
        \`\`\`

      ## content/current/restart.md

      - output of the example at line 10 changed:

        \`\`\`diff
        - // res0: IO[Int] = Delay(x)
        + // res0: IO[Int] = Suspend(x)
        \`\`\`

      - type of \`restartWhile\` changed at line 12:4:
        - old: \`def restartWhile(p: A => Boolean): F[A]\`
        - new: \`def restartWhile(p: => A => Boolean): F[A]\`
      - type of \`Fx\` changed at lines 14:21, 41:17:
        - old: \`trait Fx[F[_]] extends FxCtor[F]\`
        - new: \`trait Fx[F[_]] extends FxCtor[F] with OnNonFatal[F]\`

      ## Public names 2.3.0 adds that no page of "current" mentions

      - type class \`effectie.core.OnNonFatal\`

      ## Public names 2.3.0 removes

      None.
      "
    `);
  });

  it('in the terminal: one finding per line, each at the page file:line:column', () => {
    expect(formatDriftText(DRIFT)).toMatchInlineSnapshot(`
      "2.2.0 is archived as version "2.2.0" at /docs/2.2.0; "current" now documents 2.3.0. Of 5 pages with examples, 1 no longer compiles and still needs the owner (its committed examples were left as they were), 1 compiles with changed output or types (updated), and the release adds 1 public name no page mentions and removes 0.
      content/current/broken.md:6:16 no longer compiles (needs the owner): type mismatch;
           found   : IO[Int]
           required: => IO[Int]
      content/current/restart.md:10:1 output changed:
          old: // res0: IO[Int] = Delay(x)
          new: // res0: IO[Int] = Suspend(x)
      content/current/restart.md:12:4 type of restartWhile changed:
          old: def restartWhile(p: A => Boolean): F[A]
          new: def restartWhile(p: => A => Boolean): F[A]
      content/current/restart.md:14:21 type of Fx changed (also at line 41:17):
          old: trait Fx[F[_]] extends FxCtor[F]
          new: trait Fx[F[_]] extends FxCtor[F] with OnNonFatal[F]
      new in 2.3.0, on no page: type class effectie.core.OnNonFatal"
    `);
  });

  it('says when nothing changed', () => {
    const markdown = formatDriftMarkdown({ ...DRIFT, pages: [], unmentioned: [] });
    expect(markdown).toContain('Every example compiles against 2.3.0 with the same output and types.');
    expect(markdown.match(/^None\.$/gm)).toHaveLength(2);
  });
});
