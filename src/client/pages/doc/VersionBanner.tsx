import { useSetAtom } from 'jotai';
import type { VersionMeta } from '../../../shared/docs-metadata';
import { latestVersion, mainDocPath } from '../../../shared/versions';
import { Link } from '../../components/Link';
import { useDocsMetadata, useSiteConfig } from '../../site-data-context';
import { preferredVersionNameAtom } from '../../state/preferred-version';

/** What the banner says a version is, in the words of its sentence. */
const STATES: Record<Exclude<VersionMeta['banner'], 'none'>, string> = {
  unmaintained: 'which is no longer actively maintained',
  unreleased: 'a version that has not been released yet',
};

/**
 * On the pages of an older version, or of one still to come: say so, and link to the same page
 * of the latest version.
 */
export function VersionBanner({ version, banner, docId }: { version: VersionMeta; banner: Exclude<VersionMeta['banner'], 'none'>; docId: string }) {
  const siteConfig = useSiteConfig();
  const docsMetadata = useDocsMetadata();
  const latest = latestVersion(docsMetadata);
  const setPreferred = useSetAtom(preferredVersionNameAtom);
  const same = latest.docs.find((doc) => doc.id === docId);
  return (
    <div className="version-banner" role="note">
      <p>
        This is documentation for {siteConfig.title} <strong>{version.label}</strong>, {STATES[banner]}.
      </p>
      <p>
        {banner === 'unreleased' ? 'For the release you can use today, see' : 'For up-to-date documentation, see'}{' '}
        <Link to={same?.path ?? mainDocPath(latest)} onClick={() => setPreferred(latest.name)}>
          {same ? 'this page in the latest version' : 'the latest version'}
        </Link>{' '}
        ({latest.label}).
      </p>
    </div>
  );
}
