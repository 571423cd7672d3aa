import { badgeNavbarItem } from '../../renderers/navbar/badge/BadgeNavbarItem';
import type { NavbarItemRenderer } from '../../renderers/navbar/shared/types';

/**
 * The site's own navbar item types, render-time half. Each type here needs a spec under the
 * same name in `specs.ts`; a test fails when the two lists differ.
 */
export const customNavbarItemRenderers: ReadonlyArray<readonly [string, NavbarItemRenderer]> = [['badge', badgeNavbarItem]];
