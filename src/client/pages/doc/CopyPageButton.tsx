import { useEffect, useState } from 'react';

const FEEDBACK_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

const announcement: Record<CopyState, string> = {
  idle: '',
  copied: 'Page copied to the clipboard as Markdown.',
  failed: 'The page could not be copied; open it as Markdown instead.',
};

async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  // Safari keeps the click's permission to write only if the write starts before the download
  // ends, which a ClipboardItem holding a promise allows.
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    await navigator.clipboard.write([
      new ClipboardItem({ 'text/plain': text.then((markdown) => new Blob([markdown], { type: 'text/plain' })) }),
    ]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** Copies the page's Markdown copy (with its evaluated examples) for pasting into an editor or an assistant. */
export function CopyPageButton({ markdownUrl }: { markdownUrl: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <div className="doc-actions">
      <button
        type="button"
        className={`doc-action${state === 'idle' ? '' : ` doc-action--${state}`}`}
        onClick={() => {
          copyMarkdown(markdownUrl).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
      >
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy page'}
      </button>
      <a className="doc-action" href={markdownUrl} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className="visually-hidden">
        {announcement[state]}
      </span>
    </div>
  );
}
