import { useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useRouter } from 'wouter';
import { useNavigateWithPreload, usePrefetch } from '../routing/navigation';
import { isModifiedClick } from './is-modified-click';
import { whenIdle } from './when-idle';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the site, without the base URL. */
  to?: string | undefined;
  /** An address outside the site. */
  href?: string | undefined;
  children?: ReactNode;
}


/**
 * Links inside the site load the next page before navigating and prefetch it when they come
 * into view or are hovered; links outside open in a new tab.
 */
export function Link({ to, href, children, onClick, onMouseEnter, onFocus, ...rest }: LinkProps) {
  const { base } = useRouter();
  const navigate = useNavigateWithPreload();
  const prefetch = usePrefetch();
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (to === undefined || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        whenIdle(() => prefetch(to));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [to, prefetch]);

  if (to === undefined) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} onMouseEnter={onMouseEnter} onFocus={onFocus} {...rest}>
        {children}
        <svg className="external-link-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z" />
        </svg>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }

  return (
    <a
      ref={ref}
      href={`${base}${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event) || rest.target === '_blank') return;
        event.preventDefault();
        void navigate(to);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch(to);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
