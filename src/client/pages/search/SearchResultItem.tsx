import { Link } from '../../components/Link';
import { HIERARCHY_LEVELS, type HierarchyLevel } from '../../../shared/search/records';
import { hitTarget } from '../../search/hit-target';
import type { SearchHit } from '../../../shared/search/protocol';
import { HighlightedText } from './HighlightedText';

/** The heading a hit is shown under: its own for a heading, its section's for a paragraph. */
function titleLevel(hit: SearchHit): HierarchyLevel {
  if (hit.type !== 'content') return hit.type;
  return [...HIERARCHY_LEVELS].reverse().find((level) => hit.hierarchy[level]) ?? 'lvl1';
}

export function SearchResultItem({
  hit,
  baseUrl,
  externalUrlRegex,
}: {
  hit: SearchHit;
  baseUrl: string;
  externalUrlRegex: RegExp | undefined;
}) {
  const level = titleLevel(hit);
  const trail = HIERARCHY_LEVELS.slice(0, HIERARCHY_LEVELS.indexOf(level))
    .map((parent) => hit.hierarchy[parent])
    .filter((title): title is string => !!title);
  const title = hit._highlightResult.hierarchy[level]?.value;
  const snippet = hit._snippetResult.content?.value;
  const target = hitTarget(hit.url, baseUrl, externalUrlRegex);
  return (
    <li className="search-result">
      {trail.length > 0 && <p className="search-result-path">{trail.join(' › ')}</p>}
      <h2 className="search-result-title">
        <Link {...(target.kind === 'internal' ? { to: target.to } : { href: target.href })}>
          {title === undefined ? hit.hierarchy[level] : <HighlightedText value={title} />}
        </Link>
      </h2>
      {snippet !== undefined && (
        <p className="search-result-snippet">
          <HighlightedText value={snippet} />
        </p>
      )}
    </li>
  );
}
