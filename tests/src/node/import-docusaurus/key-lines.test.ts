import { describe, expect, it } from 'vitest';
import { formatPath, lineOfKey } from '../../../../src/node/import-docusaurus/key-lines';

const SOURCE = `const config = {
  title: 'Site',
  themeConfig: {
    navbar: { title: 'Navbar title' },
    'footer': {
      title: 'Footer title',
    },
  },
};
`;

describe('lineOfKey', () => {
  it('finds each key after its parent, quoted or not, so a key written twice is found where the path says', () => {
    expect(lineOfKey(SOURCE, ['title'])).toBe(2);
    expect(lineOfKey(SOURCE, ['themeConfig', 'navbar', 'title'])).toBe(4);
    expect(lineOfKey(SOURCE, ['themeConfig', 'footer', 'title'])).toBe(6);
  });

  it('gives the deepest key it finds, or the first line', () => {
    expect(lineOfKey(SOURCE, ['themeConfig', 'prism', 'theme'])).toBe(3);
    expect(lineOfKey(SOURCE, ['customFields'])).toBe(1);
  });
});

describe('formatPath', () => {
  it('writes a path as a site owner reads it', () => {
    expect(formatPath(['presets', 0, 1, 'docs', 'editUrl'])).toBe('presets[0][1].docs.editUrl');
  });
});
