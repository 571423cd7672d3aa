import type { TocEntry } from '../../../shared/doc-page';

function TocList({ entries }: { entries: readonly TocEntry[] }) {
  const top = Math.min(...entries.map((entry) => entry.level));
  return (
    <ul className="toc-list">
      {entries.map((entry) => (
        <li key={entry.id} className="toc-item" style={{ paddingInlineStart: `${(entry.level - top) * 0.9}rem` }}>
          <a href={`#${entry.id}`} className="toc-link">
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList entries={entries} />
    </nav>
  );
}

/** On narrow screens the table of contents folds into a block above the content. */
export function MobileTableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <details className="toc-mobile">
      <summary>On this page</summary>
      <TocList entries={entries} />
    </details>
  );
}
