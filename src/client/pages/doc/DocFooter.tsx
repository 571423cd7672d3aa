import type { DocPageData } from '../../../shared/doc-page';
import { Link } from '../../components/Link';

/** The end of a doc page: where to edit its source and when it last changed, each when known. */
export function DocFooter({ editUrl, lastUpdated }: Pick<DocPageData, 'editUrl' | 'lastUpdated'>) {
  if (editUrl === undefined && lastUpdated === undefined) return null;
  return (
    <div className="doc-footer">
      {editUrl !== undefined && (
        <Link className="doc-edit-link" href={editUrl}>
          Edit this page
        </Link>
      )}
      {lastUpdated !== undefined && (
        <p className="doc-last-updated">
          Last updated on <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
        </p>
      )}
    </div>
  );
}
