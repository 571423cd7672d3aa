import { useSetAtom } from 'jotai';
import type { VersionMeta } from '../../../shared/docs-metadata';
import { latestVersion, mainDocPath } from '../../../shared/versions';
import { Link } from '../../components/Link';
import { useDocsMetadata, useSiteConfig } from '../../site-data-context';
import { preferredVersionNameAtom } from '../../state/preferred-version';

/** On an older version's pages: say so, and link to the same page of the current version. */
export function VersionBanner({ version, docId }: { version: VersionMeta; docId: string }) {
  const siteConfig = useSiteConfig();
  const docsMetadata = useDocsMetadata();
  const latest = latestVersion(docsMetadata);
  const setPreferred = useSetAtom(preferredVersionNameAtom);
  const same = latest.docs.find((doc) => doc.id === docId);
  return (
    <div className="version-banner" role="note">
      <p>
        This is documentation for {siteConfig.title} <strong>{version.label}</strong>, which is no longer actively maintained.
      </p>
      <p>
        For up-to-date documentation, see{' '}
        <Link to={same?.path ?? mainDocPath(latest)} onClick={() => setPreferred(latest.name)}>
          {same ? 'this page in the latest version' : 'the latest version'}
        </Link>{' '}
        ({latest.label}).
      </p>
    </div>
  );
}
