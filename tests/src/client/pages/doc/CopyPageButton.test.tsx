// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyPageButton } from '../../../../../src/client/pages/doc/CopyPageButton';

const MARKDOWN = '# Construct\n\n```scala\neffectOf[IO](1)\n// res0: Int = 1\n```\n';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('CopyPageButton', () => {
  it("copies the page's Markdown copy and tells a screen reader so", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(MARKDOWN, { status: 200 });
    });
    const copied: string[] = [];
    stubClipboard(async (text) => {
      copied.push(text);
    });
    render(<CopyPageButton markdownUrl="/docs/fx/construct.md" />);
    expect(screen.getByRole('link', { name: 'View as Markdown' }).getAttribute('href')).toBe('/docs/fx/construct.md');

    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Page copied to the clipboard as Markdown.'),
    );
    expect(fetched).toEqual(['/docs/fx/construct.md']);
    expect(copied).toEqual([MARKDOWN]);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('says it failed, and copies nothing, when the copy cannot be downloaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('Not found', { status: 404 }));
    const copied: string[] = [];
    stubClipboard(async (text) => {
      copied.push(text);
    });
    render(<CopyPageButton markdownUrl="/docs/missing.md" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The page could not be copied; open it as Markdown instead.'),
    );
    expect(copied).toEqual([]);
  });
});
