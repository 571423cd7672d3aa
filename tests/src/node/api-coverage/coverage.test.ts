import { describe, expect, it } from 'vitest';
import { coverageOf } from '../../../../src/node/api-coverage/coverage';
import type { ApiItem } from '../../../../src/node/api-coverage/scala-api';

const item = (kind: ApiItem['kind'], qualifiedName: string): ApiItem => ({
  kind,
  qualifiedName,
  name: qualifiedName.split(/[#.]/).pop()!,
});
const ITEMS = [
  item('type class', 'effectie.core.CanCatch'),
  item('method', 'effectie.core.CanCatch#catchNonFatal'),
  item('method', 'effectie.core.CanCatch#catchNonFatalEither'),
  item('method', 'effectie.core.FxCtor#flatMapFa'),
];

describe('coverageOf', () => {
  it('counts a name as documented only where it stands as a whole identifier', () => {
    const pages = ['`CanCatch` turns a failure into data.', '```scala\nfa.catchNonFatalEither { case e => e }\n```'];
    // "catchNonFatalEither" does not name "catchNonFatal".
    expect(coverageOf(ITEMS, pages, []).missing.map((missing) => missing.qualifiedName)).toEqual([
      'effectie.core.CanCatch#catchNonFatal',
      'effectie.core.FxCtor#flatMapFa',
    ]);
  });

  it('finds a method named by an operator, whose characters mean something in a regular expression', () => {
    const operators = [item('syntax', 'effectie.time.syntax.Ops#+-'), item('syntax', 'effectie.time.syntax.Ops#|?|')];
    expect(
      coverageOf(operators, ['`1.second +- 100.millis` is a range.'], []).missing.map((missing) => missing.name),
    ).toEqual(['|?|']);
  });

  it('leaves out excluded names, exactly or by a prefix ending in *', () => {
    const result = coverageOf(
      ITEMS,
      ['CanCatch'],
      [{ name: 'effectie.core.FxCtor#flatMapFa' }, { name: 'effectie.core.CanCatch#catch*' }],
    );
    expect(result.missing).toEqual([]);
    expect(result.excluded.map((excluded) => excluded.qualifiedName)).toEqual([
      'effectie.core.CanCatch#catchNonFatal',
      'effectie.core.CanCatch#catchNonFatalEither',
      'effectie.core.FxCtor#flatMapFa',
    ]);
  });
});
