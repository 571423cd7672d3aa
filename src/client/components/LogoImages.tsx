import { useRouter } from 'wouter';
import type { SiteConfig } from '../../../schema';
import clsx from '../../shared/clsx';
import { cssProperties } from '../../shared/css-style';

type Logo = NonNullable<SiteConfig['navbar']['logo']>;

/**
 * A logo's image, or both of its images: CSS shows the one of the current colour mode, so there
 * is no flash and no hydration mismatch.
 */
export function LogoImages({ logo, className, loading }: { logo: Logo; className: string; loading?: 'lazy' }) {
  const { base } = useRouter();
  const image = (src: string, modeClass: string | undefined) => (
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
  return (
    <>
      {image(logo.src, logo.srcDark ? 'only-light' : undefined)}
      {logo.srcDark ? image(logo.srcDark, 'only-dark') : null}
    </>
  );
}
