import { Head } from '../../components/Head';
import { Link } from '../../components/Link';
import { docsMetadata, siteConfig } from '../../site-data';
import { mainDocPath } from '../../../shared/versions';

export default function VersionsPage() {
  const [current, ...past] = docsMetadata.versions;
  const { archived } = siteConfig.docs;
  return (
    <div className="container page-narrow versions-page">
      <Head title="Versions" description={`Every documented version of ${siteConfig.title}.`} />
      <h1>{siteConfig.title} versions</h1>
      {current && (
        <section aria-labelledby="current-version">
          <h2 id="current-version">Current version</h2>
          <p>The documentation of the latest release, kept up to date.</p>
          <table className="versions-table">
            <tbody>
              <tr>
                <th scope="row">{current.label}</th>
                <td>
                  <Link to={mainDocPath(current)}>Documentation</Link>
                </td>
              </tr>
            </tbody>
          </table>
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby="past-versions">
          <h2 id="past-versions">Past versions</h2>
          <p>Documentation of earlier releases, no longer updated.</p>
          <table className="versions-table">
            <tbody>
              {past.map((version) => (
                <tr key={version.name}>
                  <th scope="row">{version.label}</th>
                  <td>
                    <Link to={mainDocPath(version)}>Documentation</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {archived.length > 0 && (
        <section aria-labelledby="archived-versions">
          <h2 id="archived-versions">Archived releases</h2>
          <table className="versions-table">
            <tbody>
              {archived.map((release) => (
                <tr key={release.label}>
                  <th scope="row">{release.label}</th>
                  <td>{release.docs && <Link href={release.docs}>Documentation</Link>}</td>
                  <td>{release.releaseNotes && <Link href={release.releaseNotes}>Release notes</Link>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
