import type { DocPageData } from '../../../shared/doc-page';
import { Link } from '../../components/Link';

/** The page's tags under its body, each leading to the pages that share it. */
export function DocTags({ tags }: { tags: DocPageData['tags'] }) {
  return (
    <nav className="doc-tags" aria-label="Tags">
      <span className="doc-tags-label">Tags:</span>
      <ul className="doc-tags-list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <Link to={tag.href} className="doc-tag">
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
