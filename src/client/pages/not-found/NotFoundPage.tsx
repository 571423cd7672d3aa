import { Head } from '../../components/Head';
import { Link } from '../../components/Link';
import { useDocsMetadata } from '../../site/use-site-data';
import { latestVersion } from '../../../shared/versions';

export default function NotFoundPage() {
  const docsMetadata = useDocsMetadata();
  return (
    <div className="container page-narrow">
      <Head title="Page Not Found" />
      <h1>Page Not Found</h1>
      <p>
        There is no page at this address. It may have moved when the documentation was reorganised, or the link may be
        mistyped.
      </p>
      <p>
        Start again from <Link to={latestVersion(docsMetadata).mainDocPath}>the documentation</Link>, look through{' '}
        <Link to="/versions">all versions</Link>, or go to <Link to="/">the home page</Link>.
      </p>
    </div>
  );
}
