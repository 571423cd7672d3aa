import homeModule from 'virtual:effectie/home';
import { useMemo, useRef } from 'react';
import { useEnhancedContent } from '../../content/use-enhanced-content';
import { Head } from '../../components/Head';
import { Link } from '../../components/Link';
import { useSiteConfig } from '../../site/use-site-data';
import type { HomePageData } from '../../../shared/home-page';
import { FeatureImage } from './FeatureImage';

const home: HomePageData = homeModule;
// With images, the features are a row of columns as in Docusaurus's template, not cards.
const withImages = home.features.some((feature) => feature.image !== undefined);

/** The site's title and tagline, then what site.yaml's `home` lists: buttons, cards, a code sample. */
export default function HomePage() {
  const siteConfig = useSiteConfig();
  const sampleRef = useRef<HTMLDivElement>(null);
  const sampleHtml = useMemo(() => (home.sample === undefined ? undefined : { __html: home.sample.html }), []);
  // The sample's copy button, wired like a doc page's code blocks.
  useEnhancedContent(sampleRef, home.sample?.html);
  return (
    <>
      <Head title={siteConfig.title} description={siteConfig.tagline} />
      <header className="hero">
        <div className="hero-inner">
          <h1 className="hero-title">{siteConfig.title}</h1>
          <p className="hero-tagline">{siteConfig.tagline}</p>
          {home.actions.length > 0 && (
            <div className="hero-actions">
              {home.actions.map((action) => (
                <Link key={action.label} to={action.to} className={`button button-${action.style} button-large`}>
                  {action.label}
                </Link>
              ))}
            </div>
          )}
        </div>
      </header>
      {(home.features.length > 0 || home.sample !== undefined) && (
        <section className="features" aria-labelledby="features-title">
          <h2 id="features-title" className="visually-hidden">
            {home.featuresTitle}
          </h2>
          <div className={withImages ? 'feature-grid feature-grid--images' : 'feature-grid'}>
            {home.features.map((feature) => (
              <article key={feature.title} className="feature">
                {feature.image !== undefined && <FeatureImage image={feature.image} />}
                <h3>{feature.title}</h3>
                <p>{feature.body}</p>
              </article>
            ))}
          </div>
          {home.sample !== undefined && (
            <figure className="home-sample">
              <figcaption>{home.sample.caption}</figcaption>
              <div ref={sampleRef} className="markdown home-sample-code" dangerouslySetInnerHTML={sampleHtml} />
            </figure>
          )}
        </section>
      )}
    </>
  );
}
