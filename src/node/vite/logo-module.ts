import { relative, resolve, sep } from 'node:path';
import type { SiteConfig } from '../../../schema';
import { INLINE_LOGO_MAX_BYTES } from '../../../schema/logo';
import type { InlineLogo } from '../../shared/inline-logo';
import { readSourceFile } from '../files/read-source-file';
import { inlineSvg } from '../logo/inline-svg';
import { VIRTUAL_PREFIX } from './virtual-modules';

/** The inline logos, by `src`: the same module on the server and in the browser, so hydration matches. */
export const LOGOS_MODULE_ID = `${VIRTUAL_PREFIX}logos`;

/** The part of a Vite plugin's context the module needs: where public/ is, and a watch on each logo. */
interface LoadContext {
  environment: { config: { publicDir: string } };
  addWatchFile(file: string): void;
}

/** The `src` of every logo of the navbar and the footer. */
export function logoSources(config: Pick<SiteConfig, 'navbar' | 'footer'>): string[] {
  const logos = [config.navbar.logo, config.footer?.logo];
  return [
    ...new Set(
      logos.flatMap((logo) => (logo ? [logo.src, ...(logo.srcDark === undefined ? [] : [logo.srcDark])] : [])),
    ),
  ];
}

/** A logo file of public/ as the page carries it inline, or undefined when it stays an image. */
export async function readInlineLogo(publicDir: string, src: string): Promise<InlineLogo | undefined> {
  if (publicDir === '' || !/\.svg$/i.test(src)) return undefined;
  const file = resolve(publicDir, src);
  const inside = relative(publicDir, file);
  if (inside.startsWith(`..${sep}`) || inside === '..') return undefined;
  let text: string;
  try {
    text = readSourceFile(file);
  } catch {
    // No file there (or a folder): the logo stays an image, whose request says what is missing.
    return undefined;
  }
  if (Buffer.byteLength(text) > INLINE_LOGO_MAX_BYTES) return undefined;
  return inlineSvg(text);
}

/** The logos module's source: the inline logos of site.yaml, read from public/. */
export async function logosModule(
  context: LoadContext,
  config: Pick<SiteConfig, 'navbar' | 'footer'>,
): Promise<string> {
  const { publicDir } = context.environment.config;
  const entries = await Promise.all(
    logoSources(config).map(async (src) => {
      if (publicDir !== '') context.addWatchFile(resolve(publicDir, src));
      const logo = await readInlineLogo(publicDir, src);
      return logo === undefined ? [] : [[src, logo] as const];
    }),
  );
  return `export default ${JSON.stringify(Object.fromEntries(entries.flat()))};`;
}
