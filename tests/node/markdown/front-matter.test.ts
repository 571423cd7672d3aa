import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../../src/node/markdown/front-matter.js';

describe('splitFrontMatter', () => {
  it('parses YAML data and reports where the body starts', () => {
    const source = '---\nid: construct\ntitle: "Construct"\ntags: [fx, io]\n---\n## Body\n';
    expect(splitFrontMatter(source)).toEqual({
      data: { id: 'construct', title: 'Construct', tags: ['fx', 'io'] },
      body: '## Body\n',
      bodyStartLine: 6,
    });
  });

  it('returns the whole source as body when there is no front matter', () => {
    expect(splitFrontMatter('## Title\n\n---\n\ntext')).toEqual({ data: {}, body: '## Title\n\n---\n\ntext', bodyStartLine: 1 });
  });

  it('handles CRLF, a BOM, empty front matter and a ... terminator', () => {
    expect(splitFrontMatter('\uFEFF---\r\ntitle: A\r\n---\r\nBody')).toEqual({ data: { title: 'A' }, body: 'Body', bodyStartLine: 4 });
    expect(splitFrontMatter('---\n---\nBody')).toEqual({ data: {}, body: 'Body', bodyStartLine: 3 });
    expect(splitFrontMatter('---\ntitle: A\n...\nBody').data).toEqual({ title: 'A' });
  });

  it('names the file line of a YAML error', () => {
    expect(() => splitFrontMatter('---\ntitle: ok\nbad: [unclosed\n---\nBody')).toThrow(/Invalid YAML front matter on line \d+/);
  });

  it('rejects unterminated front matter and non-mapping YAML', () => {
    expect(() => splitFrontMatter('---\ntitle: A\nBody')).toThrow(/never closed/);
    expect(() => splitFrontMatter('---\n- a\n- b\n---\nBody')).toThrow(/mapping/);
  });
});
