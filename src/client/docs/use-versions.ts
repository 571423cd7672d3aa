import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import type { VersionMeta } from '../../shared/docs-metadata';
import { contextualVersion } from '../../shared/versions';
import { useDocsMetadata } from '../site-data-context';
import { preferredVersionNameAtom } from '../state/preferred-version';

/** The version that version-less links such as "Docs" lead into right now. */
export function useContextualVersion(): VersionMeta {
  const [location] = useLocation();
  return contextualVersion(useDocsMetadata(), location, useAtomValue(preferredVersionNameAtom));
}

/** Records the version a visitor chose, so that version-less links lead there from now on. */
export const useSetPreferredVersion = (): ((versionName: string) => void) => useSetAtom(preferredVersionNameAtom);
