import { describe, expect, it } from 'vitest';
import { searchTransformNames } from '../../registry/search-transform-names';
import { searchTransforms, type SearchTransformsByName } from '../../registry/search-transforms';
import { onePerPage, stripTitleSuffix } from '../../src/client/search/search-transforms';

describe("the site's search transforms", () => {
  it('have one function for each name the build accepts, under that name, and cannot be changed', () => {
    expect(Object.keys(searchTransforms)).toEqual([...searchTransformNames]);
    expect(Object.values(searchTransforms).map((transform) => typeof transform)).toEqual(
      searchTransformNames.map(() => 'function'),
    );
    expect(Object.isFrozen(searchTransforms)).toBe(true);
    expect(Object.isFrozen(searchTransformNames)).toBe(true);
  });
});

/*
 * The mistakes the compiler catches when a transform is registered: `tsc` (npm run typecheck,
 * part of npm test) fails if any line marked @ts-expect-error compiles.
 */
describe('the map of transforms, as the compiler holds it to the names', () => {
  it('rejects a name with no function', () => {
    // @ts-expect-error "stripTitleSuffix" is a name the build accepts, with no function
    const transforms: SearchTransformsByName = { onePerPage };
    expect(transforms).toBeDefined();
  });

  it('rejects a function under a name the build does not accept', () => {
    // @ts-expect-error "clock" is no name of search-transform-names.ts
    const transforms: SearchTransformsByName = { onePerPage, stripTitleSuffix, clock: onePerPage };
    expect(transforms).toBeDefined();
  });
});
