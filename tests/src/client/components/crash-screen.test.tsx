// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrashScreen } from '../../../../src/client/components/CrashScreen';
import { ErrorBoundary } from '../../../../src/client/components/ErrorBoundary';
import { errorMessages } from '../../../../src/client/components/error-chain';

afterEach(cleanup);

describe('errorMessages', () => {
  it('lists an error and each of its causes, outermost first', () => {
    const root = new Error('disk full');
    const middle = new Error('could not save', { cause: root });
    expect(errorMessages(new Error('page crashed', { cause: middle }))).toEqual([
      'page crashed',
      'could not save',
      'disk full',
    ]);
  });

  it('reads causes that are not errors, and stops at a cycle', () => {
    expect(errorMessages(new Error('outer', { cause: 'a string cause' }))).toEqual(['outer', 'a string cause']);
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(errorMessages(a)).toEqual(['a', 'b']);
    expect(errorMessages('thrown text')).toEqual(['thrown text']);
  });
});

describe('CrashScreen', () => {
  it('shows the title, the message and each cause', () => {
    const error = new Error('A navbar item failed to render.', { cause: new TypeError('item.items is undefined') });
    render(<CrashScreen error={error} tryAgain={() => {}} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeTruthy();
    const messages = [...document.querySelectorAll('.error-message')].map((node) => node.textContent);
    expect(messages).toEqual(['A navbar item failed to render.', 'Cause: item.items is undefined']);
  });

  it('calls tryAgain from its button', () => {
    const tryAgain = vi.fn();
    render(<CrashScreen error={new Error('boom')} tryAgain={tryAgain} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorBoundary', () => {
  let explode = true;
  function Bomb() {
    if (explode) throw new Error('boom', { cause: new Error('fuse') });
    return <p>all good</p>;
  }

  it('shows the fallback with the error, and tries again on request', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    explode = true;
    render(
      <ErrorBoundary fallback={(error, tryAgain) => <CrashScreen error={error} tryAgain={tryAgain} />}>
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByText('boom')).toBeTruthy();
    expect(screen.getByText(/fuse/)).toBeTruthy();
    explode = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('all good')).toBeTruthy();
  });

  it('wraps a thrown non-error so the fallback always gets an Error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Thrower(): never {
      throw 'plain text';
    }
    render(
      <ErrorBoundary fallback={(error) => <p>{error instanceof Error ? `Error: ${error.message}` : 'not an error'}</p>}>
        <Thrower />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Error: plain text')).toBeTruthy();
  });

  it('starts afresh when its reset key changes, such as on navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    explode = true;
    let setPage: (page: string) => void = () => {};
    function Page() {
      const [page, set] = useState('/a');
      setPage = set;
      return (
        <ErrorBoundary resetKey={page} fallback={() => <p>crashed</p>}>
          <Bomb />
        </ErrorBoundary>
      );
    }
    render(<Page />);
    expect(screen.getByText('crashed')).toBeTruthy();
    explode = false;
    act(() => setPage('/b'));
    expect(screen.getByText('all good')).toBeTruthy();
  });
});
