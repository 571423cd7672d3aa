import { Fragment } from 'react';
import { decodeEntities } from '../../../shared/text/html-entities';

export const MARK_OPEN = '<mark>';
export const MARK_CLOSE = '</mark>';

/**
 * A highlighted value (escaped HTML with <mark> around matches) as React text nodes: the page
 * never inserts result text as HTML, whichever service produced it.
 */
export function HighlightedText({ value }: { value: string }) {
  const parts = value.split(MARK_OPEN);
  return (
    <>
      {parts.map((part, index) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string around its marks, in order.
        if (index === 0) return <Fragment key={index}>{decodeEntities(part)}</Fragment>;
        const end = part.indexOf(MARK_CLOSE);
        const marked = end === -1 ? part : part.slice(0, end);
        const rest = end === -1 ? '' : part.slice(end + MARK_CLOSE.length);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string around its marks, in order.
          <Fragment key={index}>
            <mark>{decodeEntities(marked)}</mark>
            {decodeEntities(rest)}
          </Fragment>
        );
      })}
    </>
  );
}
