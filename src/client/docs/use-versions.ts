import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import type { VersionMeta } from '../../shared/docs-metadata';
import { activeVersion, contextualVersion } from '../../shared/versions';
import { docsMetadata } from '../site-data';
import { preferredVersionNameAtom } from '../state/preferred-version';

export function useActiveVersion(): VersionMeta | undefined {
  const [location] = useLocation();
  return activeVersion(docsMetadata, location);
}

/** The version that version-less links such as "Docs" lead into right now. */
export function useContextualVersion(): VersionMeta {
  const [location] = useLocation();
  return contextualVersion(docsMetadata, location, useAtomValue(preferredVersionNameAtom));
}
