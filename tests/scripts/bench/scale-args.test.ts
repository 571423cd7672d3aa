import { describe, expect, it } from 'vitest';
import { pageSizes, scaleAxis, scaleSizes, withScaleDefault } from '../../../scripts/bench/scale-args';

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

describe('the pages axis of npm run bench -- --scale', () => {
  it('grows pages with a bare --scale, and versions without --pages', () => {
    expect(scaleAxis(['--scale', '--pages', '500,2000'], '500,2000')).toEqual({ axis: 'pages', value: '500,2000' });
    expect(scaleAxis(['--pages', '500', '--scale'], '500')).toEqual({ axis: 'pages', value: '500' });
    expect(scaleAxis(['--scale', '3,4'], undefined)).toEqual({ axis: 'versions' });
  });

  it('measures the numbers of pages smallest first, each once', () => {
    expect(pageSizes('5000, 500,2000,500')).toEqual([500, 2000, 5000]);
  });

  it('refuses a number of pages that is not one, and versions and pages at once', () => {
    expect(() => pageSizes('500,2k')).toThrowErrorMatchingInlineSnapshot(
      `[ScaleOptionError: --pages "500,2k": "2k" is not a number of pages; give whole numbers above 0 separated by commas, such as --pages 500,2000,5000.]`,
    );
    expect(() => pageSizes('0')).toThrowErrorMatchingInlineSnapshot(
      `[ScaleOptionError: --pages "0": "0" is not a number of pages; give whole numbers above 0 separated by commas, such as --pages 500,2000,5000.]`,
    );
    expect(() => scaleAxis(['--scale', '12', '--pages', '500'], '500')).toThrowErrorMatchingInlineSnapshot(
      `[ScaleOptionError: --pages "500": it grows the pages of one version, so it goes with a bare --scale, such as --scale --pages 500,2000,5000.]`,
    );
  });
});
