import { isModifiedClick } from '../../components/is-modified-click';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Answer } from '../ask/answer';
import { hitHref, hitTarget } from '../hit-target';
import { searchModalReadyAtom } from '../state';

interface Exchange {
  question: string;
  status: 'answering' | 'answered' | 'failed';
  answer?: Answer;
}

interface Props {
  initialQuestion: string;
  baseUrl: string;
  externalUrlRegex: RegExp | undefined;
  answer(question: string): Promise<Answer>;
  openPassage(url: string): void;
  backToSearch(query: string): void;
  close(): void;
  portal: HTMLElement;
}

/**
 * The modal's question mode. Without a hosted assistant, every answer is made of passages
 * quoted from the docs, each linked to its section: it never says what the docs do not.
 */
export function AskPanel({
  initialQuestion,
  baseUrl,
  externalUrlRegex,
  answer,
  openPassage,
  backToSearch,
  close,
  portal,
}: Props) {
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const asked = useRef(false);
  const titleId = useId();
  const answering = exchanges.some((exchange) => exchange.status === 'answering');
  const placeholder = answering ? 'Answering...' : exchanges.length > 0 ? 'Ask another question...' : 'Ask a question';

  const ask = (question: string) => {
    const text = question.trim();
    if (text === '' || answering) return;
    setInput('');
    setExchanges((list) => [...list, { question: text, status: 'answering' }]);
    const settle = (update: Partial<Exchange>) =>
      setExchanges((list) =>
        list.map((exchange, index) => (index === list.length - 1 ? { ...exchange, ...update } : exchange)),
      );
    answer(text).then(
      (result) => settle({ status: 'answered', answer: result }),
      () => settle({ status: 'failed' }),
    );
  };

  const setReady = useSetAtom(searchModalReadyAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, as the panel opens: focus, readiness, and the question carried over.
  useEffect(() => {
    document.body.classList.add('DocSearch--active');
    // The keyword modal it replaces may move focus as it unmounts: take it back after that.
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    inputRef.current?.focus();
    setReady(true);
    // StrictMode runs effects twice; the carried-over question is asked once.
    if (!asked.current && initialQuestion.trim() !== '') {
      asked.current = true;
      ask(initialQuestion);
    }
    return () => {
      cancelAnimationFrame(frame);
      setReady(false);
      document.body.classList.remove('DocSearch--active');
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      backToSearch(exchanges.at(-1)?.question ?? input);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [backToSearch, exchanges, input]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask(input);
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop, outside the dialog, closes it, as DocSearch's does; keyboards close it with Escape or the Close button.
    <div
      className="DocSearch DocSearch-Container search-ask"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="DocSearch-Modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="DocSearch-SearchBar">
          {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark, as DocSearch's form is; a search element around it would add a wrapper that browsers before 2023 do not expose. */}
          <form className="DocSearch-Form" onSubmit={onSubmit} role="search">
            <button
              type="button"
              className="search-ask-back"
              aria-label="Back to keyword search"
              onClick={() => backToSearch(input)}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M15 6l-6 6 6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
            <label id={titleId} className="visually-hidden" htmlFor={`${titleId}-input`}>
              Ask the documentation
            </label>
            <input
              id={`${titleId}-input`}
              ref={inputRef}
              className="DocSearch-Input"
              value={input}
              placeholder={placeholder}
              enterKeyHint="send"
              autoComplete="off"
              onChange={(event) => setInput(event.target.value)}
            />
            <button type="button" className="DocSearch-Cancel search-ask-close" onClick={close}>
              Close
            </button>
          </form>
        </header>
        <div className="DocSearch-Dropdown search-ask-dropdown">
          <div className="DocSearch-Dropdown-Container" aria-live="polite">
            {exchanges.length === 0 && (
              <p className="search-ask-hint">
                Ask a question in your own words. The answer quotes the passages of the documentation that match it
                best, with links to their sections.
              </p>
            )}
            {exchanges.map((exchange, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the exchanges only grow at the end, so an index names one exchange for good.
              <section key={index} className="search-ask-exchange">
                <p className="search-ask-question">{exchange.question}</p>
                {exchange.status === 'answering' && (
                  <p className="search-ask-status">Looking through the documentation…</p>
                )}
                {exchange.status === 'failed' && (
                  <div className="DocSearch-ErrorScreen">
                    <p className="DocSearch-Title">Unable to fetch results</p>
                    <p className="DocSearch-Help">You might want to check your network connection.</p>
                  </div>
                )}
                {exchange.status === 'answered' && exchange.answer && (
                  <AnswerView
                    answer={exchange.answer}
                    baseUrl={baseUrl}
                    externalUrlRegex={externalUrlRegex}
                    openPassage={openPassage}
                    ask={ask}
                  />
                )}
              </section>
            ))}
          </div>
        </div>
        <footer className="DocSearch-Footer">
          <ul className="DocSearch-Commands">
            <li>
              <kbd className="DocSearch-Commands-Key">↵</kbd>
              <span className="DocSearch-Label">Submit question</span>
            </li>
            <li>
              <kbd className="DocSearch-Commands-Key">
                <span className="DocSearch-Escape-Key">ESC</span>
              </kbd>
              <span className="DocSearch-Label">Back to search</span>
            </li>
          </ul>
        </footer>
      </div>
    </div>,
    portal,
  );
}

interface AnswerViewProps {
  answer: Answer;
  baseUrl: string;
  externalUrlRegex: RegExp | undefined;
  openPassage(url: string): void;
  ask(question: string): void;
}

function AnswerView({ answer, baseUrl, externalUrlRegex, openPassage, ask }: AnswerViewProps) {
  if (answer.passages.length === 0) {
    const { suggestion } = answer;
    return (
      <>
        <p className="search-ask-empty">
          No passage of the documentation matches this question. Try other words, or go back to search.
        </p>
        {suggestion !== undefined && (
          <p className="search-suggestion">
            Did you mean{' '}
            <button type="button" className="search-suggestion-query" onClick={() => ask(suggestion)}>
              {suggestion}
            </button>
            ?
          </p>
        )}
      </>
    );
  }
  return (
    <div className="search-ask-answer">
      <p className="search-ask-intro">From the documentation:</p>
      {answer.passages.map((passage) => {
        const href = hitHref(hitTarget(passage.url, baseUrl, externalUrlRegex), baseUrl);
        return (
          <figure key={passage.url + passage.text} className="search-ask-passage">
            <blockquote cite={href}>
              <p>{passage.text}</p>
            </blockquote>
            <figcaption>
              {'— '}
              <a
                href={href}
                onClick={(event) => {
                  if (isModifiedClick(event)) return;
                  event.preventDefault();
                  openPassage(passage.url);
                }}
              >
                {passage.source.join(' › ')}
              </a>
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
