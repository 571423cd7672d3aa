import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import type { VersionMeta } from '../../shared/docs-metadata';
import { contextualVersion } from '../../shared/versions';
import { docsMetadata } from '../site-data';
import { preferredVersionNameAtom } from '../state/preferred-version';

/** The version that version-less links such as "Docs" lead into right now. */
export function useContextualVersion(): VersionMeta {
  const [location] = useLocation();
  return contextualVersion(docsMetadata, location, useAtomValue(preferredVersionNameAtom));
}
