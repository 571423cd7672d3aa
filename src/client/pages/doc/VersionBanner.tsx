import { useSetAtom } from 'jotai';
import type { VersionSummary } from '../../../shared/docs-metadata';
import { latestVersion } from '../../../shared/versions';
import { Link } from '../../components/Link';
import { useDocsMetadata, useSiteConfig } from '../../site/use-site-data';
import { preferredVersionNameAtom } from '../../state/preferred-version';

/** What the banner says a version is, in the words of its sentence. */
const STATES: Record<Exclude<VersionSummary['banner'], 'none'>, string> = {
  unmaintained: 'which is no longer actively maintained',
  unreleased: 'a version that has not been released yet',
};

/**
 * On the pages of an older version, or of one still to come: say so, and link to the same page
 * of the latest version.
 */
export function VersionBanner({
  version,
  banner,
  docId,
}: {
  version: VersionSummary;
  banner: Exclude<VersionSummary['banner'], 'none'>;
  docId: string;
}) {
  const siteConfig = useSiteConfig();
  const docsMetadata = useDocsMetadata();
  const latest = latestVersion(docsMetadata);
  // A page of another version carries the current one's docs (PageSiteData.latest).
  const same = docsMetadata.loaded.get(latest.name)?.docs.find((doc) => doc.id === docId);
  const setPreferred = useSetAtom(preferredVersionNameAtom);
  return (
    <div className="version-banner" role="note">
      <p>
        This is documentation for {siteConfig.title} <strong>{version.label}</strong>, {STATES[banner]}.
      </p>
      <p>
        {banner === 'unreleased' ? 'For the release you can use today, see' : 'For up-to-date documentation, see'}{' '}
        <Link to={same?.path ?? latest.mainDocPath} onClick={() => setPreferred(latest.name)}>
          {same ? 'this page in the latest version' : 'the latest version'}
        </Link>{' '}
        ({latest.label}).
      </p>
    </div>
  );
}
