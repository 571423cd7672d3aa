// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocFooter } from '../../../../../src/client/pages/doc/DocFooter';
import { renderInApp } from '../../render';

describe('DocFooter', () => {
  it("links to the page's source in a new tab and dates its last change with a <time>", () => {
    const { container } = renderInApp(
      <DocFooter
        editUrl="https://git.example.org/edit/main/content/current/index.md"
        lastUpdated={{ iso: '2025-03-04T12:00:00.000Z', text: 'March 4, 2025' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Edit this page (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://git.example.org/edit/main/content/current/index.md');
    expect(link.getAttribute('target')).toBe('_blank');
    const time = container.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2025-03-04T12:00:00.000Z');
    expect(time.closest('p')!.textContent).toBe('Last updated on March 4, 2025');
  });

  it('shows either one alone, and nothing at all when neither is known', () => {
    const { container, rerender } = renderInApp(
      <DocFooter editUrl={undefined} lastUpdated={{ iso: '2025-03-04T12:00:00.000Z', text: 'March 4, 2025' }} />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('time')).not.toBeNull();
    rerender(<DocFooter editUrl="https://git.example.org/edit/x.md" lastUpdated={undefined} />);
    expect(screen.getByRole('link', { name: /Edit this page/ })).toBeTruthy();
    expect(container.querySelector('time')).toBeNull();
    rerender(<DocFooter editUrl={undefined} lastUpdated={undefined} />);
    expect(container.querySelector('.doc-footer')).toBeNull();
  });
});
