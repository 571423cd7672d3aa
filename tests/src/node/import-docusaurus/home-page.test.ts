import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHomePage } from '../../../../src/node/import-docusaurus/home-page';
import { DOCUSAURUS3_SITE, folderWith } from './helpers';

const SITE = { title: 'Fixture', tagline: 'A Scala library documented with Docusaurus and mdoc' };
const lines = (uncarried: Array<{ where: string; what: string; why: string }>) =>
  uncarried.map(({ where, what, why }) => `${where} ${what}: ${why}`);

describe('readHomePage', () => {
  it("reads Docusaurus's template: the hero's buttons, and HomepageFeatures' titles, images and text", async () => {
    const read = await readHomePage(DOCUSAURUS3_SITE, 'src/pages/index.js', {
      ...SITE,
      staticDir: join(DOCUSAURUS3_SITE, 'static'),
    });
    expect(read.uncarried).toEqual([]);
    expect(read.home).toEqual({
      actions: [
        { label: 'Get started', to: '/docs/intro' },
        { label: 'Read the guides', to: '/docs/next/guides/effects', style: 'secondary' },
      ],
      features: [
        {
          title: 'Effects you can test',
          body: 'Every effect is a value: run it in IO in production and in a pure test double in the tests.',
          image: 'img/undraw_docusaurus_mountain.svg',
        },
        {
          title: 'Typed errors',
          body: 'Errors are part of the type, so the compiler says which ones a caller handles.',
          image: 'img/home/typed.svg',
        },
        { title: 'One API, any effect', body: 'Cats Effect 2, Cats Effect 3 and Monix behind one interface.' },
      ],
    });
    // The image that is not in static/ is copied beside those that are.
    expect(read.files).toEqual([
      {
        path: 'public/img/home/typed.svg',
        from: join(DOCUSAURUS3_SITE, 'src/components/HomepageFeatures/typed.svg'),
      },
    ]);
  });

  it("reads Docusaurus 2's template, features in the page with useBaseUrl images, and lists what the hero and the page say besides", async () => {
    const site = await folderWith('home-page-', {
      'static/img/a.png': 'png',
      'src/pages/index.tsx': [
        "import Link from '@docusaurus/Link';",
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        'const features: Array<{ title: string }> = [',
        "  { title: 'Fast', imageUrl: 'img/a.png', description: <>Quick, {count} times.</> },",
        "  { title: 'Lost', imageUrl: 'img/missing.png', description: 'Gone.' },",
        '];',
        'export default function Home() {',
        '  return (',
        '    <div>',
        '      <header className="hero">',
        '        <h1 className="hero__title">Another title</h1>',
        '        <p className="hero__subtitle">{siteConfig.tagline}</p>',
        '        <Link className="button" to={useBaseUrl(\'docs/\')}>Docs</Link>',
        '        <Link className="button" to={next}>Next</Link>',
        '      </header>',
        '      {features.length > 0 && <section>{features.map((f) => <p key={f.title}>{f.title}</p>)}</section>}',
        '      <h2>Who uses it</h2>',
        '      <p>Many teams.</p>',
        '    </div>',
        '  );',
        '}',
      ].join('\n'),
    });
    const read = await readHomePage(site, 'src/pages/index.tsx', { ...SITE, staticDir: join(site, 'static') });
    expect(read.home).toEqual({
      actions: [{ label: 'Docs', to: '/docs/' }],
      features: [
        { title: 'Fast', body: 'Quick, times.', image: 'img/a.png' },
        { title: 'Lost', body: 'Gone.' },
      ],
    });
    expect(lines(read.uncarried)).toMatchInlineSnapshot(`
      [
        "src/pages/index.tsx:11 the hero's title: it says "Another title", and the home page shows the site's title, "Fixture": set title in site.yaml to change it.",
        "src/pages/index.tsx:14 a button of the hero "Next": its target is computed when the page runs; add it to home.actions in site.yaml.",
        "src/pages/index.tsx:4 the text of feature "Fast": it holds {count}, known only when the page runs; its card shows the rest of the text.",
        "src/pages/index.tsx:5 the image of feature "Lost": "img/missing.png" names no file of the site that can be found without running the page; its card has no image.",
        "src/pages/index.tsx:17 part of the home page: site.yaml's home has a hero and feature cards only; outside them the page held headings "Who uses it"; text "Many teams.": write it on a page of content/pages/ or in the docs.",
      ]
    `);
  });

  it("reads Docusaurus 3's TypeScript template, its features in a .tsx component", async () => {
    const site = await folderWith('home-page-', {
      'static/img/undraw_docusaurus_tree.svg': '<svg/>',
      'src/pages/index.tsx': [
        "import type {ReactNode} from 'react';",
        "import Link from '@docusaurus/Link';",
        "import HomepageFeatures from '@site/src/components/HomepageFeatures';",
        'function HomepageHeader() {',
        '  return (',
        "    <header className={clsx('hero hero--primary', styles.heroBanner)}>",
        '      <Heading as="h1" className="hero__title">{siteConfig.title}</Heading>',
        '      <Link className="button button--secondary button--lg" to="/docs/intro">Docusaurus Tutorial - 5min ⏱️</Link>',
        '    </header>',
        '  );',
        '}',
        'export default function Home(): ReactNode {',
        '  return (<Layout title="Hello"><HomepageHeader /><main><HomepageFeatures /></main></Layout>);',
        '}',
      ].join('\n'),
      'src/components/HomepageFeatures/index.tsx': [
        "import type {ReactNode} from 'react';",
        "type FeatureItem = { title: string; Svg: React.ComponentType<React.ComponentProps<'svg'>>; description: ReactNode };",
        'const FeatureList: FeatureItem[] = [',
        "  { title: 'Focus on What Matters', Svg: require('@site/static/img/undraw_docusaurus_tree.svg').default, description: (<>Docusaurus lets you focus on your docs.</>) },",
        '];',
        'export default function HomepageFeatures(): ReactNode {',
        '  return <section><div className="row">{FeatureList.map((props, idx) => (<Feature key={idx} {...props} />))}</div></section>;',
        '}',
      ].join('\n'),
    });
    const read = await readHomePage(site, 'src/pages/index.tsx', { ...SITE, staticDir: join(site, 'static') });
    expect(read.uncarried).toEqual([]);
    expect(read.home).toEqual({
      actions: [{ label: 'Docusaurus Tutorial - 5min ⏱️', to: '/docs/intro' }],
      features: [
        {
          title: 'Focus on What Matters',
          body: 'Docusaurus lets you focus on your docs.',
          image: 'img/undraw_docusaurus_tree.svg',
        },
      ],
    });
  });

  it('copies two feature images of one name under two names, and one image used twice once', async () => {
    const site = await folderWith('home-page-', {
      'src/a/logo.svg': '<svg/>',
      'src/b/logo.svg': '<svg/>',
      'src/pages/index.js': [
        "import B from '../b/logo.svg';",
        'const FeatureList = [',
        "  { title: 'A', Svg: require('../a/logo.svg').default, description: 'a' },",
        "  { title: 'B', Svg: B, description: 'b' },",
        "  { title: 'A again', Svg: require('@site/src/a/logo.svg').default, description: 'a' },",
        '];',
        'export default function Home() {',
        '  return <main>{FeatureList.map((props) => <Feature {...props} />)}</main>;',
        '}',
      ].join('\n'),
    });
    const read = await readHomePage(site, 'src/pages/index.js', { ...SITE, staticDir: join(site, 'static') });
    expect((read.home!.features as Array<{ image: string }>).map((feature) => feature.image)).toEqual([
      'img/home/logo.svg',
      'img/home/logo-2.svg',
      'img/home/logo.svg',
    ]);
    expect(read.files).toEqual([
      { path: 'public/img/home/logo.svg', from: join(site, 'src/a/logo.svg') },
      { path: 'public/img/home/logo-2.svg', from: join(site, 'src/b/logo.svg') },
    ]);
  });

  it('lists a home page of another shape with what it held, and carries nothing of it', async () => {
    const site = await folderWith('home-page-', {
      'src/pages/index.js':
        'export default function Home() {\n  return <main><h1>Welcome</h1><p>Read <a href="/docs/">the docs</a>.</p></main>;\n}\n',
    });
    const read = await readHomePage(site, 'src/pages/index.js', { ...SITE, staticDir: join(site, 'static') });
    expect(read.home).toBeUndefined();
    expect(lines(read.uncarried)).toMatchInlineSnapshot(`
      [
        "src/pages/index.js:1 a React page at /: it is not in the shape of Docusaurus's template (a hero with buttons, HomepageFeatures); it held headings "Welcome"; text "Read the docs."; links "the docs" → /docs/. the home page is made from site.yaml's title, tagline and \`home:\` (buttons, feature cards, a code sample): write what it said there.",
      ]
    `);
  });
});
