import { describe, expect, it } from 'vitest';
import { decodeValue, encodeValue } from '../../../../src/node/import-docusaurus/evaluation-protocol';
import { stubbedSpecifier, stubValue } from '../../../../src/node/import-docusaurus/stub-value';

describe('encodeValue and decodeValue', () => {
  it('carry a config between processes: stand-ins, named functions, stand-in paths, cycles and dates', () => {
    const config: Record<string, unknown> = {
      title: 'Site',
      preset: '/tmp/stubs/stub-0.cjs',
      plugins: [stubValue('remark-math'), function docsPlugin() {}, () => {}],
      built: new Date(Date.UTC(2030, 0, 1)),
      pending: Promise.resolve(1),
      id: Symbol('x'),
    };
    config.self = config;
    const crossed = structuredClone(
      encodeValue(config, new Map([['/tmp/stubs/stub-0.cjs', '@docusaurus/preset-classic']])),
    );
    const decoded = decodeValue(crossed) as Record<string, unknown>;
    expect(decoded.title).toBe('Site');
    expect(decoded.preset).toBe('docusaurus-import-stub:@docusaurus/preset-classic');
    const [stub, named, anonymous] = decoded.plugins as unknown[];
    expect(stubbedSpecifier(stub)).toBe('remark-math');
    expect([(named as () => void).name, (anonymous as () => void).name]).toEqual(['docsPlugin', '']);
    expect(decoded.built).toEqual(new Date(Date.UTC(2030, 0, 1)));
    expect((decoded.pending as () => void).name).toBe('Promise');
    expect(decoded.id).toBeUndefined();
    expect(decoded.self).toBe(decoded);
  });
});
