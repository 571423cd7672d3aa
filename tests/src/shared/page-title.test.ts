import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../src/shared/page-title';

describe('pageTitle', () => {
  const config = { title: 'Effectie', titleDelimiter: '|' };

  it('puts the page before the site, and the site alone for the home page', () => {
    expect(pageTitle(config, 'Construct')).toBe('Construct | Effectie');
    expect(pageTitle(config, 'Effectie')).toBe('Effectie');
    expect(pageTitle(config, undefined)).toBe('Effectie');
    expect(pageTitle({ ...config, title: ' Effectie ' }, ' Effectie ')).toBe(' Effectie ');
  });

  it('is the site alone for a page whose title is empty, as Docusaurus has it', () => {
    expect(pageTitle(config, '')).toBe('Effectie');
    expect(pageTitle(config, '  ')).toBe('Effectie');
  });
});
