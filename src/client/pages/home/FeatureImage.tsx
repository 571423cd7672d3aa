import { useId } from 'react';
import { useRouter } from 'wouter';
import { LOGO_ID_PREFIX } from '../../../shared/inline-logo';
import type { FeatureImage as Image } from '../../../shared/home-page';

/**
 * A feature's image above its title: a small SVG file inline, as a logo is (its ids made its own
 * on the page, named by its alt text, or hidden when decorative), any other an <img> with the
 * width and height of its file.
 */
export function FeatureImage({ image }: { image: Image }) {
  const { base } = useRouter();
  // useId is the same on the server and in the browser, and differs between two copies of a file.
  const prefix = `${useId().replace(/[^\w-]/g, '')}-`;
  const { inline } = image;
  if (inline === undefined)
    return (
      <img
        className="feature-image"
        src={`${base}/${image.src}`}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
      />
    );
  const own = (text: string) => text.split(LOGO_ID_PREFIX).join(prefix);
  const { className: _className, ...attributes } = inline.attributes;
  const name = image.alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': image.alt };
  return (
    <svg
      {...Object.fromEntries(Object.entries(attributes).map(([attribute, value]) => [attribute, own(value)]))}
      className="feature-image"
      style={inline.style}
      {...name}
      dangerouslySetInnerHTML={{ __html: own(inline.body) }}
    />
  );
}
