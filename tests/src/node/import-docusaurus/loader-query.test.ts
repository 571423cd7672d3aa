import { describe, expect, it } from 'vitest';
import { withoutLoaderQuery } from '../../../../src/node/import-docusaurus/loader-query';

describe('withoutLoaderQuery', () => {
  it("takes the loader's query off a resolved path, whatever it holds, and leaves a plain path as it is", () => {
    expect(withoutLoaderQuery('/site/src/css/custom.css?namespace=abc')).toBe('/site/src/css/custom.css');
    expect(withoutLoaderQuery('/site/sidebars.js?namespace=a&b=2')).toBe('/site/sidebars.js');
    expect(withoutLoaderQuery('./src/css/custom.css')).toBe('./src/css/custom.css');
  });
});
