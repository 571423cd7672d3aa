import { createHighlighter } from 'shiki';
import { describe, expect, it, vi } from 'vitest';
import { createMarkdownRenderer } from '../../../../src/node/markdown/index.js';

vi.mock('shiki', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shiki')>();
  return { ...actual, createHighlighter: vi.fn(actual.createHighlighter) };
});

describe('highlighter reuse', () => {
  it('creates one shiki highlighter per renderer and reuses it for every block and render', async () => {
    const renderer = await createMarkdownRenderer();
    expect(createHighlighter).toHaveBeenCalledTimes(1);

    const page = Array.from({ length: 10 }, (_, index) => `\`\`\`scala\nval x${index} = ${index}\n\`\`\``).join('\n\n');
    let blocks = 0;
    for (let render = 0; render < 5; render++) {
      blocks += (renderer.render(page, { tocMinLevel: 2, tocMaxLevel: 3 }).html.match(/class="code-block"/g) ?? [])
        .length;
    }
    expect(blocks).toBe(50);
    expect(createHighlighter).toHaveBeenCalledTimes(1);

    await createMarkdownRenderer();
    expect(createHighlighter).toHaveBeenCalledTimes(2);
  });
});
