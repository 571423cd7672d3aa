import { createContext, useContext } from 'react';
import type { NavbarItemRenderer } from './navbar-item-renderer';

/** The renderer of every navbar item type, by type name, with the types of its items forgotten. */
export type AnyNavbarItemComponents = Readonly<Record<string, NavbarItemRenderer<never, never>>>;

/**
 * The renderers reach the navbar through context, not an import: menus render their entries
 * through the dispatcher, and an import would close a circle back to the map that imports them.
 * App provides registry/navbar-item-components.ts; a test may provide a map with more types.
 */
export const NavbarItemComponentsContext = createContext<AnyNavbarItemComponents | null>(null);

export function useNavbarItemComponents(): AnyNavbarItemComponents {
  const components = useContext(NavbarItemComponentsContext);
  if (components === null)
    throw new Error('Navbar items need a NavbarItemComponentsContext provider above them (App provides one).');
  return components;
}
