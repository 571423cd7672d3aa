// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEnhancedContent } from '../../../../src/client/content/use-enhanced-content';

const CODE_BLOCK =
  '<div class="code-block"><pre class="shiki"><code><span class="line"><span>val answer = 42</span></span></code></pre>' +
  '<button type="button" class="code-button copy-button" aria-label="Copy code">Copy</button></div>';

function Content({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEnhancedContent(ref, html);
  return <div ref={ref} className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The content mounted, with a clipboard that records what is written to it. */
function mountWithClipboard() {
  const writeText = vi.fn((_text: string) => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const { container } = render(<Content html={CODE_BLOCK} />);
  return { writeText, button: container.querySelector<HTMLButtonElement>('.copy-button')! };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('useEnhancedContent', () => {
  it('acts on a click on "Copy" that came while the enhancing module was still loading', async () => {
    const { writeText, button } = mountWithClipboard();
    // The module is imported when the content mounts; this click comes before it has arrived.
    button.click();
    expect(writeText).not.toHaveBeenCalled();

    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Copied'));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith('val answer = 42');
  });

  it('acts on each early click once, and on later clicks as they come', async () => {
    const { writeText, button } = mountWithClipboard();
    button.click();
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    button.click();
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
  });
});
