import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureImages } from '../../../../src/node/home/feature-images';
import { loadSite } from '../../../../src/node/site/load-site';
import { FIXTURE_SITE } from '../../../fixtures/site-root';
import { copyFixtureSite } from '../docs/fixture-copy';

const features = (...list: Array<{ image?: string; imageAlt?: string }>) => ({
  home: {
    actions: [],
    featuresTitle: 'Features',
    features: list.map((feature, index) => ({ title: `Feature ${index}`, body: 'Text.', ...feature })),
  },
});

describe('featureImages', () => {
  const publicDir = join(FIXTURE_SITE, 'public');

  it("draws a small SVG inline, its ids to be made the page's own, and gives any other image its width and height", async () => {
    const [svg, png, none] = await featureImages(
      features({ image: 'img/feature-mountain.svg', imageAlt: 'A mountain' }, { image: 'img/feature-tree.png' }, {}),
      publicDir,
    );
    expect(svg).toMatchObject({ src: 'img/feature-mountain.svg', alt: 'A mountain' });
    expect(svg!.inline!.attributes).toEqual({ viewBox: '0 0 64 40', width: '64', height: '40' });
    expect(svg!.inline!.body).toContain('id="%logo-id%sky"');
    expect(png).toEqual({ src: 'img/feature-tree.png', alt: '', width: 120, height: 80 });
    expect(none).toBeUndefined();
  });

  it('keeps a large SVG an image, sized from its viewBox', async () => {
    const [large] = await featureImages(features({ image: 'img/large.svg' }), join(FIXTURE_SITE, '../logos/public'));
    expect(large!.inline).toBeUndefined();
    expect([large!.width, large!.height]).toEqual([64, 64]);
  });
});

describe('an image of home.features that public/ does not have', () => {
  it('stops the build at its line of site.yaml, quoting the path', async () => {
    const root = await copyFixtureSite();
    const yaml = await readFile(join(root, 'site.yaml'), 'utf8');
    await writeFile(
      join(root, 'site.yaml'),
      yaml
        .replace('image: img/feature-tree.png', 'image: img/undraw_docusaurus_tree.svg')
        .replace("body: The third card's sentence.", "body: The third card's sentence.\n      image: ../site.yaml"),
    );
    const error = await loadSite({ siteRoot: root, compiledExamples: 'skip', readHistory: false }).catch(
      (caught: unknown) => caught as Error,
    );
    expect((error as Error).message).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:95:14 home.features[1].image: "img/undraw_docusaurus_tree.svg" is no file of public/; put the image at public/img/undraw_docusaurus_tree.svg, or correct the path.
        site.yaml:98:14 home.features[2].image: "../site.yaml" leads outside public/; give the path of an image under public/.
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('is found once the file is there', async () => {
    const root = await copyFixtureSite();
    await cp(join(root, 'public/img/feature-tree.png'), join(root, 'public/img/undraw_docusaurus_tree.png'));
    const yaml = await readFile(join(root, 'site.yaml'), 'utf8');
    await writeFile(join(root, 'site.yaml'), yaml.replace('img/feature-tree.png', 'img/undraw_docusaurus_tree.png'));
    const site = await loadSite({ siteRoot: root, compiledExamples: 'skip', readHistory: false });
    expect(site.config.home.features[1]!.image).toBe('img/undraw_docusaurus_tree.png');
  });
});
