import { describe, expect, it } from 'vitest';
import { headersFile } from '../../../../src/node/security/headers';
import { headersFor, parseHeadersFile } from '../../../../src/node/security/parse-headers-file';

describe('headersFile', () => {
  const rules = parseHeadersFile(
    headersFile('/effectie/', { 'X-Frame-Options': 'DENY' }, [
      'docs/fx.md',
      'docs/v1/fx.md',
      'llms.txt',
      'llms-full-v1.txt',
    ]),
  );
  const typeOf = (path: string) => headersFor(rules, path)['Content-Type'];

  it('gives each Markdown copy and llms file its type, under the base URL', () => {
    expect(typeOf('/effectie/docs/fx.md')).toBe('text/markdown; charset=utf-8');
    expect(typeOf('/effectie/docs/v1/fx.md')).toBe('text/markdown; charset=utf-8');
    expect(typeOf('/effectie/llms.txt')).toBe('text/plain; charset=utf-8');
    expect(typeOf('/effectie/llms-full-v1.txt')).toBe('text/plain; charset=utf-8');
    expect(headersFor(rules, '/effectie/docs/fx.md')['X-Frame-Options']).toBe('DENY');
  });

  it('types nothing outside the base URL, and no page', () => {
    expect(typeOf('/docs/fx.md')).toBeUndefined();
    expect(typeOf('/effectie/docs/fx')).toBeUndefined();
    expect(typeOf('/effectie/docs/fx.html')).toBeUndefined();
  });

  it('has one rule per kind of file, however many versions and pages there are', () => {
    const copies = Array.from({ length: 100 }, (_, version) =>
      Array.from({ length: 50 }, (_, page) => `docs/v${version}/page-${page}.md`),
    ).flat();
    const llms = Array.from({ length: 100 }, (_, version) => `llms-full-v${version}.txt`);
    const text = headersFile('/', { 'X-Frame-Options': 'DENY' }, [...copies, 'llms.txt', ...llms]);
    // Every page, the app's assets, the data files, the Markdown copies and the llms files.
    expect(parseHeadersFile(text)).toHaveLength(5);
    expect(headersFor(parseHeadersFile(text), '/page-data/v7/guide.json')['Cache-Control']).toBe('no-cache');
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
  });
});
