import { describe, expect, it } from 'vitest';
import { scaleSizes, withScaleDefault } from '../../../scripts/bench/scale-args';

describe('the sizes of npm run bench -- --scale', () => {
  it('gives a bare --scale the default sizes, whether it comes last or before another option', () => {
    expect(withScaleDefault(['--scale'])).toEqual(['--scale=12,42,100']);
    expect(withScaleDefault(['--scale', '--runs', '5'])).toEqual(['--scale=12,42,100', '--runs', '5']);
    expect(withScaleDefault(['--scale', '3,4'])).toEqual(['--scale', '3,4']);
  });

  it('measures the sizes smallest first, each once, as the copy only grows', () => {
    expect(scaleSizes('42, 12,100,12', 2)).toEqual([12, 42, 100]);
  });

  it('refuses a size that is not a number, or not more than the versions the site has', () => {
    expect(() => scaleSizes('12,4x', 2)).toThrowErrorMatchingInlineSnapshot(
      `[ScaleOptionError: --scale "12,4x": "4x" is not a number of versions; give whole numbers separated by commas, such as --scale 12,42,100.]`,
    );
    expect(() => scaleSizes('2,12', 2)).toThrowErrorMatchingInlineSnapshot(
      `[ScaleOptionError: --scale "2,12": the site has 2 versions already, and is measured as it is first; give sizes above 2.]`,
    );
    expect(() => scaleSizes('', 2)).toThrowErrorMatchingInlineSnapshot(
      `[ScaleOptionError: --scale "": "" is not a number of versions; give whole numbers separated by commas, such as --scale 12,42,100.]`,
    );
  });
});
