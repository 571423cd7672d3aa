import { Head } from '../../components/Head';
import { Link } from '../../components/Link';
import { docsMetadata, siteConfig } from '../../site-data';
import { latestVersion, mainDocPath } from '../../../shared/versions';
import { features, sample } from './home-content';


export default function HomePage() {
  const getStarted = mainDocPath(latestVersion(docsMetadata));
  return (
    <>
      <Head title={siteConfig.title} description={siteConfig.tagline} />
      <header className="hero">
        <div className="hero-inner">
          <h1 className="hero-title">{siteConfig.title}</h1>
          <p className="hero-tagline">{siteConfig.tagline}</p>
          <div className="hero-actions">
            <Link to={getStarted} className="button button-primary button-large">
              Get Started
            </Link>
            <Link to="/versions" className="button button-secondary button-large">
              All versions
            </Link>
          </div>
        </div>
      </header>
      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title" className="visually-hidden">
          What effectie does
        </h2>
        <div className="feature-grid">
          {features.map((feature) => (
            <article key={feature.title} className="feature">
              <h3>{feature.title}</h3>
              <p>{feature.body}</p>
            </article>
          ))}
        </div>
        <figure className="home-sample">
          <figcaption>{sample.caption}</figcaption>
          {/* Focusable so that keyboard users can scroll it sideways on narrow screens. */}
          <pre className="home-sample-code" tabIndex={0}>
            <code>{sample.code}</code>
          </pre>
        </figure>
      </section>
    </>
  );
}
