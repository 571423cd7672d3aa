import { createContext, useContext } from 'react';
import type { Registry } from '../../../registry/create-registry';
import type { NavbarItemRenderer } from '../../../renderers/navbar/shared/types';

/**
 * The renderer registry reaches the navbar through context, not an import: dropdown renderers
 * render their entries through the dispatcher, and an import would close a cycle back to the
 * registry that imports them.
 */
export const NavbarItemRegistryContext = createContext<Registry<NavbarItemRenderer> | null>(null);

export function useNavbarItemRegistry(): Registry<NavbarItemRenderer> {
  const registry = useContext(NavbarItemRegistryContext);
  if (registry === null) throw new Error('Navbar items need a NavbarItemRegistryContext provider above them (App provides one).');
  return registry;
}
