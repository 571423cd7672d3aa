import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logosModule, logoSources, readInlineLogo } from '../../../../src/node/vite/logo-module';
import { INLINE_LOGO_MAX_BYTES } from '../../../../schema/logo';
import type { SiteConfig } from '../../../../schema';

const PUBLIC = resolve(__dirname, '../../../fixtures/logos/public');

const config = (
  navbar: Partial<NonNullable<SiteConfig['navbar']['logo']>> | undefined,
  footer?: Partial<NonNullable<SiteConfig['navbar']['logo']>>,
) =>
  ({
    navbar: { logo: navbar && { alt: '', ...navbar } },
    footer: footer && { logo: { alt: '', ...footer } },
  }) as unknown as Pick<SiteConfig, 'navbar' | 'footer'>;

describe('the logos module', () => {
  it('lists each logo file of the navbar and the footer once', () => {
    expect(
      logoSources(config({ src: 'img/plain.svg', srcDark: 'img/gradient.svg' }, { src: 'img/plain.svg' })),
    ).toEqual(['img/plain.svg', 'img/gradient.svg']);
    expect(logoSources(config(undefined))).toEqual([]);
  });

  it(`inlines an SVG file of public/ up to ${INLINE_LOGO_MAX_BYTES} bytes, and leaves the others images`, async () => {
    expect(await readInlineLogo(PUBLIC, 'img/plain.svg')).toMatchObject({ attributes: { viewBox: '0 0 64 64' } });
    expect(await readInlineLogo(PUBLIC, 'img/large.svg')).toBeUndefined();
    expect(await readInlineLogo(PUBLIC, 'img/logo.png')).toBeUndefined();
    expect(await readInlineLogo(PUBLIC, 'img/missing.svg')).toBeUndefined();
    expect(await readInlineLogo(PUBLIC, 'img')).toBeUndefined();
    expect(await readInlineLogo(PUBLIC, '../outside/secret.svg')).toBeUndefined();
    expect(await readInlineLogo('', 'img/plain.svg')).toBeUndefined();
  });

  it('exports the inline logos by their src and watches every logo file for the development server', async () => {
    const watched: string[] = [];
    const context = {
      environment: { config: { publicDir: PUBLIC } },
      addWatchFile: (file: string) => watched.push(file),
    };
    const code = await logosModule(
      context,
      config({ src: 'img/plain.svg', srcDark: 'img/large.svg' }, { src: 'img/gradient.svg' }),
    );
    const logos = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as Record<string, unknown>;
    expect(Object.keys(logos)).toEqual(['img/plain.svg', 'img/gradient.svg']);
    expect(watched).toEqual(['img/plain.svg', 'img/large.svg', 'img/gradient.svg'].map((src) => resolve(PUBLIC, src)));
  });
});
