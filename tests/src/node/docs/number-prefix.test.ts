import { describe, expect, it } from 'vitest';
import { parseNumberPrefix, withoutNumberPrefixes } from '../../../../src/node/docs/number-prefix';

describe('number prefixes of file and folder names', () => {
  it('takes the prefix as the position and leaves it out of the name, as Docusaurus does', () => {
    expect(parseNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(parseNumberPrefix('10_setup')).toEqual({ name: 'setup', position: 10 });
    expect(parseNumberPrefix('2. Usage')).toEqual({ name: 'Usage', position: 2 });
    expect(withoutNumberPrefixes('01-guides/02-advanced')).toBe('guides/advanced');
  });

  it('reads dates, versions and names that are only a number as names', () => {
    for (const name of ['2024-01-02-notes', '1.5-notes', '2024', 'intro', '3-'])
      expect(parseNumberPrefix(name)).toEqual({ name, position: undefined });
  });
});
