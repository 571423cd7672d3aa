import type { ReactNode } from 'react';
import { Head } from '../../components/Head';
import { Link } from '../../components/Link';
import { useDocsMetadata, useSiteConfig } from '../../site/use-site-data';

interface Row {
  key: string;
  label: string;
  docs: ReactNode;
  releaseNotes: string | undefined;
}

function VersionTable({ rows }: { rows: readonly Row[] }) {
  return (
    <table className="versions-table">
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Documentation</th>
          <th scope="col">Release notes</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.docs}</td>
            <td>{row.releaseNotes && <Link href={row.releaseNotes}>Release notes</Link>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Section({ id, title, intro, rows }: { id: string; title: string; intro: string; rows: readonly Row[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{intro}</p>
      <VersionTable rows={rows} />
    </section>
  );
}

/** Every version of the docs: the current one, past ones served here, and archived releases. */
export default function VersionsPage() {
  const siteConfig = useSiteConfig();
  const docsMetadata = useDocsMetadata();
  const [current, ...past] = docsMetadata.versions.map(
    (version): Row => ({
      key: version.name,
      label: version.label,
      docs: <Link to={version.mainDocPath}>Documentation</Link>,
      releaseNotes: version.releaseNotes,
    }),
  );
  const archived = siteConfig.docs.archived.map(
    (release): Row => ({
      key: release.label,
      label: release.label,
      docs: release.docs && <Link href={release.docs}>Documentation</Link>,
      releaseNotes: release.releaseNotes,
    }),
  );
  return (
    <div className="container page-narrow versions-page">
      <Head title="Versions" description={`Every documented version of ${siteConfig.title}.`} />
      <h1>{siteConfig.title} versions</h1>
      <Section
        id="current-version"
        title="Current version"
        intro="The documentation of the latest release."
        rows={current ? [current] : []}
      />
      <Section
        id="past-versions"
        title="Past versions"
        intro="Documentation of earlier releases, no longer updated."
        rows={past}
      />
      <Section
        id="archived-versions"
        title="Archived releases"
        intro="Older releases, documented elsewhere."
        rows={archived}
      />
    </div>
  );
}
