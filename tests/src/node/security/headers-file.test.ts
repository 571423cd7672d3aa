import { describe, expect, it } from 'vitest';
import { headersFile } from '../../../../src/node/security/headers';
import { headersFor, parseHeadersFile } from '../../../../src/node/security/parse-headers-file';

describe('headersFile', () => {
  const rules = parseHeadersFile(headersFile('/effectie/', { 'X-Frame-Options': 'DENY' }, ['docs/fx.md', 'llms.txt', 'llms-full-v1.txt']));
  const typeOf = (path: string) => headersFor(rules, path)['Content-Type'];

  it('gives each Markdown copy and llms file its type, under the base URL', () => {
    expect(typeOf('/effectie/docs/fx.md')).toBe('text/markdown; charset=utf-8');
    expect(typeOf('/effectie/llms.txt')).toBe('text/plain; charset=utf-8');
    expect(typeOf('/effectie/llms-full-v1.txt')).toBe('text/plain; charset=utf-8');
    expect(headersFor(rules, '/effectie/docs/fx.md')['X-Frame-Options']).toBe('DENY');
  });

  it('types no other path, so the 404 page for a Markdown URL that does not exist stays HTML', () => {
    expect(typeOf('/effectie/docs/missing.md')).toBeUndefined();
    expect(typeOf('/docs/fx.md')).toBeUndefined();
    expect(typeOf('/effectie/docs/fx')).toBeUndefined();
  });
});
