import { describe, expect, it } from 'vitest';
import { moduleNameOfPath, stubbedSpecifier, stubValue } from '../../../../src/node/import-docusaurus/stub-value';

describe('stubValue', () => {
  it('stands in for anything a config takes from a missing module, and leaves nothing that looks like configuration', async () => {
    const themes = stubValue('prism-react-renderer') as Record<string, Record<string, unknown>>;
    const plugin = (stubValue('remark-math') as () => unknown)();
    const config = {
      prism: { theme: themes.github, languages: [...(themes.languages as unknown as Iterable<string>)] },
      remarkPlugins: [plugin],
    };
    expect(JSON.parse(JSON.stringify(config))).toEqual({ prism: { languages: [] }, remarkPlugins: [null] });
    expect(stubbedSpecifier(themes.github)).toBe('prism-react-renderer');
    expect(`${String(themes.dracula)}`).toBe('[prism-react-renderer]');
    // Not a promise: an async config that returns one is not waited on forever.
    expect(await Promise.resolve(themes)).toBe(themes);
    expect(stubbedSpecifier({})).toBeUndefined();
  });

  it('reads the module a require.resolve path names, stubbed or not', () => {
    expect(moduleNameOfPath('docusaurus-import-stub:@docusaurus/preset-classic')).toBe('@docusaurus/preset-classic');
    expect(moduleNameOfPath('/site/plugins/my-plugin.js')).toBe('/site/plugins/my-plugin.js');
  });
});
