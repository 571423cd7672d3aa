import { describe, expect, it } from 'vitest';
import { kebabCase, oldAddresses } from '../../../../src/node/docs/docusaurus-routes';

describe("Docusaurus's routes of tags and generated indexes", () => {
  it("kebab-cases a tag as lodash's kebabCase, which Docusaurus uses", () => {
    expect(
      ['Foo Bar', 'fooBar', '__FOO_BAR__', 'HelloWorld', 'XMLHttpRequest', 'scala3', 'Café crème', "it's"].map(
        kebabCase,
      ),
    ).toEqual(['foo-bar', 'foo-bar', 'foo-bar', 'hello-world', 'xml-http-request', 'scala-3', 'café-crème', 'its']);
  });

  it('gives an old address only when Docusaurus routed the page elsewhere', () => {
    expect(oldAddresses({ path: '/docs/tags/gettingstarted', docusaurusPath: '/docs/tags/getting-started' })).toEqual([
      { from: '/docs/tags/getting-started', to: '/docs/tags/gettingstarted' },
    ]);
    expect(oldAddresses({ path: '/docs/tags/sbt', docusaurusPath: '/docs/tags/sbt' })).toEqual([]);
    expect(oldAddresses({ path: '/docs/guides/' })).toEqual([]);
  });
});
