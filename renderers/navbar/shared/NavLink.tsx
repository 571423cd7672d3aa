import clsx from '../../../src/shared/clsx';
import { useLocation } from 'wouter';
import { Link } from '../../../src/client/components/Link';
import { isActiveLink, type ActiveRule } from './is-active';

export type NavLinkVariant = 'desktop' | 'mobile' | 'dropdown';

const classByVariant: Record<NavLinkVariant, string> = {
  desktop: 'navbar-link',
  mobile: 'menu-link',
  dropdown: 'dropdown-link',
};

export interface NavLinkProps extends ActiveRule {
  label: string;
  href?: string | undefined;
  variant: NavLinkVariant;
  className?: string | undefined;
  onNavigate?: () => void;
}

/** A link of the navbar, mobile menu or a dropdown, marked as current when it is the active one. */
export function NavLink({ label, to, href, variant, className, onNavigate, ...rule }: NavLinkProps) {
  const [location] = useLocation();
  const active = href === undefined && isActiveLink({ to, ...rule }, location);
  return (
    <Link
      to={to}
      href={href}
      className={clsx(classByVariant[variant], active && `${classByVariant[variant]}--active`, className)}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {label}
    </Link>
  );
}
