import { createContext, useContext } from 'react';
import type { navbarItemRegistry } from '../../../registry/navbar-item-types';

/**
 * The registry reaches the navbar through context, not an import: menus render their entries
 * through the dispatcher, and an import would close a cycle back to the registry that imports
 * them. Tests provide a registry with more types the same way.
 */
export const NavbarItemRegistryContext = createContext<typeof navbarItemRegistry | null>(null);

export function useNavbarItemRegistry(): typeof navbarItemRegistry {
  const registry = useContext(NavbarItemRegistryContext);
  if (registry === null) throw new Error('Navbar items need a NavbarItemRegistryContext provider above them (App provides one).');
  return registry;
}
