import { useId } from 'react';
import { useRouter } from 'wouter';
import logos from 'virtual:effectie/logos';
import type { SiteConfig } from '../../../schema';
import clsx from '../../shared/clsx';
import { cssProperties } from '../../shared/css-style';
import { LOGO_ID_PREFIX, type InlineLogo } from '../../shared/inline-logo';

type Logo = NonNullable<SiteConfig['navbar']['logo']>;

/**
 * A logo's image, or both of its images: CSS shows the one of the current colour mode, so there
 * is no flash and no hydration mismatch. A small SVG file is inline (the build decides which), so
 * the page paints it with its HTML and the largest paint waits for no image request.
 */
export function LogoImages({ logo, className, loading }: { logo: Logo; className: string; loading?: 'lazy' }) {
  const { base } = useRouter();
  const image = (src: string, modeClass: string | undefined) => {
    const inline = logos[src];
    if (inline)
      return (
        <InlineSvg
          svg={inline}
          logo={logo}
          className={clsx(className, modeClass, inline.attributes.className, logo.className)}
        />
      );
    return (
      <img
        className={clsx(className, modeClass, logo.className)}
        style={cssProperties(logo.style)}
        src={`${base}/${src}`}
        alt={logo.alt}
        width={logo.width}
        height={logo.height}
        loading={loading}
      />
    );
  };
  return (
    <>
      {image(logo.src, logo.srcDark ? 'only-light' : undefined)}
      {logo.srcDark ? image(logo.srcDark, 'only-dark') : null}
    </>
  );
}

/** An inline logo, named by its alt text as an image is; its ids are its own on the page. */
function InlineSvg({ svg, logo, className }: { svg: InlineLogo; logo: Logo; className: string | undefined }) {
  // useId is the same on the server and in the browser, and differs between two copies of a file.
  const prefix = `${useId().replace(/[^\w-]/g, '')}-`;
  const own = (text: string) => text.split(LOGO_ID_PREFIX).join(prefix);
  const { className: _className, width, height, ...attributes } = svg.attributes;
  const name = logo.alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': logo.alt };
  return (
    <svg
      {...Object.fromEntries(Object.entries(attributes).map(([attribute, value]) => [attribute, own(value)]))}
      className={className}
      style={{ ...svg.style, ...cssProperties(logo.style) }}
      width={logo.width ?? width}
      height={logo.height ?? height}
      {...name}
      dangerouslySetInnerHTML={{ __html: own(svg.body) }}
    />
  );
}
