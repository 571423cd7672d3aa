import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../schema/parse';
import { configError, MINIMAL_SITE_YAML, yamlLines } from './helpers';

describe('home', () => {
  it('is empty unless site.yaml fills it: no buttons, no cards, no sample', () => {
    expect(parseSiteConfig(MINIMAL_SITE_YAML).value.home).toEqual({
      actions: [],
      featuresTitle: 'Features',
      features: [],
    });
  });

  it('takes buttons, cards and a sample, with the sample highlighted as Scala unless it says otherwise', () => {
    const { home } = parseSiteConfig(
      MINIMAL_SITE_YAML +
        yamlLines(
          'home:',
          '  actions:',
          '    - { label: Start, to: /docs/ }',
          '  features:',
          '    - { title: One, body: The one. }',
          '  sample:',
          '    caption: A sample',
          '    code: |',
          '      val a = 1',
        ),
    ).value;
    expect(home).toEqual({
      actions: [{ label: 'Start', to: '/docs/', style: 'primary' }],
      featuresTitle: 'Features',
      features: [{ title: 'One', body: 'The one.' }],
      sample: { caption: 'A sample', language: 'scala', code: 'val a = 1\n' },
    });
  });

  it('refuses a button that is not a site path or has an unknown style, a card without a body and a sample without code', () => {
    const text =
      MINIMAL_SITE_YAML +
      yamlLines(
        'home:',
        '  actions:',
        '    - { label: Start, to: ./docs, style: loud }',
        '  features:',
        '    - { title: One }',
        '  sample:',
        '    caption: A sample',
      );
    expect(configError(() => parseSiteConfig(text)).message).toMatchInlineSnapshot(`
      "site.yaml has 4 problems:
        site.yaml:12:27 home.actions[0].to: must be a path of the site, from its root, such as "/docs/" or "docs/" (not "./docs/" nor a URL), got "./docs".
        site.yaml:12:42 home.actions[0].style: expected "primary" or "secondary", got "loud".
        site.yaml:14:7 home.features[0].body: is required: expected a string.
        site.yaml:16:5 home.sample.code: is required: expected a string.
      Fix them in site.yaml; nothing was built from it."
    `);
  });
});
