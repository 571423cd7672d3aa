/** Widths at or below this use the mobile layout: the navbar's menu button, and no docs sidebar. */
export const MOBILE_BREAKPOINT_PX = 996;

/**
 * The media queries the stylesheets name, as `@media (--mobile)`: the build writes them out from
 * the breakpoint above, which the scripts read too.
 */
export const CUSTOM_MEDIA: Readonly<Record<string, string>> = {
  '--mobile': `(max-width: ${MOBILE_BREAKPOINT_PX}px)`,
  '--desktop': `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`,
};
