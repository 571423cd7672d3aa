import type { LinkItem } from '../../../schema/navbar-items/link-item';
import clsx from '../../../src/shared/clsx';
import { useLocation } from 'wouter';
import { Link } from '../../../src/client';
import { isActiveLink, type ActiveRule } from '../../../src/shared/routes/is-active-link';

export type NavLinkVariant = 'desktop' | 'mobile' | 'dropdown';

const classByVariant: Record<NavLinkVariant, string> = {
  desktop: 'navbar-link',
  mobile: 'menu-link',
  dropdown: 'dropdown-link',
};

/** The attributes site.yaml may give a link of the navbar or a dropdown. */
type LinkAttributes = Pick<LinkItem, 'target' | 'rel' | 'aria-label' | 'title'>;

export const linkAttributesOf = ({ target, rel, 'aria-label': ariaLabel, title }: LinkAttributes): LinkAttributes => ({
  target,
  rel,
  'aria-label': ariaLabel,
  title,
});

/** Whether site.yaml gives the item its own rule for being active (activeBasePath or activeBaseRegex). */
export const hasActiveRule = (rule: ActiveRule): boolean =>
  rule.activeBasePath !== undefined || rule.activeBaseRegex !== undefined;

export interface NavLinkProps extends ActiveRule, LinkAttributes {
  /** The text of the link; an icon-only link has `html` or an aria-label instead. */
  label?: string | undefined;
  html?: string | undefined;
  href?: string | undefined;
  variant: NavLinkVariant;
  className?: string | undefined;
  onNavigate?: () => void;
}

/** A link of the navbar, mobile menu or a dropdown, marked as current when it is the active one. */
export function NavLink({
  label,
  html,
  to,
  href,
  variant,
  className,
  onNavigate,
  activeBasePath,
  activeBaseRegex,
  ...attributes
}: NavLinkProps) {
  const [location] = useLocation();
  const active = href === undefined && isActiveLink({ to, activeBasePath, activeBaseRegex }, location);
  return (
    <Link
      to={to}
      href={href}
      html={html}
      className={clsx(classByVariant[variant], active && `${classByVariant[variant]}--active`, className)}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      // As in Docusaurus, a link without text (an icon its class draws) has no external-link icon.
      externalIcon={label !== undefined}
      {...attributes}
    >
      {label}
    </Link>
  );
}
