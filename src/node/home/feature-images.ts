import { readFileSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { imageSize } from 'image-size';
import type { SiteConfig } from '../../../schema';
import type { ConfigProblem } from '../../../schema/config-error';
import type { FeatureImage } from '../../shared/home-page';
import { readInlineLogo } from '../vite/logo-module';

/** The file of public/ an image path names; undefined for a path that leaves public/. */
function publicFile(publicDir: string, src: string): string | undefined {
  const file = resolve(publicDir, src);
  const inside = relative(publicDir, file);
  return inside === '' || inside === '..' || inside.startsWith(`..${sep}`) ? undefined : file;
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() === true;

/** A feature's image that is no file of public/. */
export function featureImageProblems(config: Pick<SiteConfig, 'home'>, publicDir: string): ConfigProblem[] {
  return config.home.features.flatMap((feature, index) => {
    const { image } = feature;
    if (image === undefined) return [];
    const file = publicFile(publicDir, image);
    if (file !== undefined && isFile(file)) return [];
    return [
      {
        path: ['home', 'features', index, 'image'],
        message:
          file === undefined
            ? `"${image}" leads outside public/; give the path of an image under public/.`
            : `"${image}" is no file of public/; put the image at public/${image}, or correct the path.`,
      },
    ];
  });
}

/**
 * Each feature's image as the home page draws it: a small SVG file inline, as a logo is (see
 * readInlineLogo), any other image an <img> with the width and height its file gives, so that the
 * page does not move when it loads. Undefined for a feature without one.
 */
export async function featureImages(
  config: Pick<SiteConfig, 'home'>,
  publicDir: string,
): Promise<Array<FeatureImage | undefined>> {
  return Promise.all(
    config.home.features.map(async ({ image, imageAlt }) => {
      if (image === undefined) return undefined;
      const alt = imageAlt ?? '';
      const inline = await readInlineLogo(publicDir, image);
      if (inline !== undefined) return { src: image, alt, inline };
      const file = publicFile(publicDir, image);
      const size = file === undefined ? undefined : sizeOf(file);
      return { src: image, alt, ...size };
    }),
  );
}

/** An image's width and height, from its file; none for a file whose size cannot be read. */
function sizeOf(file: string): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(readFileSync(file));
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
