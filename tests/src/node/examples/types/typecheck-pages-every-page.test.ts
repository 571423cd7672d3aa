import { describe, expect, it, vi } from 'vitest';
import { typecheckPages } from '../../../../../src/node/examples/types/typecheck-pages';
import { copyExamplesSite, scalaPage } from '../helpers';

// The types program as a stand-in that reports nothing about any source, as if it had skipped them.
vi.mock('../../../../../src/node/examples/types/type-program', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  runTypesProgram: async () => [],
}));

const SET = { name: 'current', version: 'current', folders: [''], scalaVersion: '2.13.16', dependencies: [] };

describe('typecheckPages', () => {
  it('fails a page the types program says nothing about, naming the page', async () => {
    const result = await typecheckPages(
      await copyExamplesSite(),
      [{ set: SET, mdocClasspath: [], classpath: [], pages: [scalaPage('content/current/guide/quiet.md')] }],
      [],
      [],
    );

    expect(result.types.size).toBe(0);
    expect(result.problems).toMatchInlineSnapshot(`
      [
        {
          "column": 1,
          "fileName": "content/current/guide/quiet.md",
          "line": 5,
          "message": "has no types: the types program reported nothing for this page, so its types were not checked.",
        },
      ]
    `);
  });
});
