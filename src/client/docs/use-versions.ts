import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { VersionMeta, VersionSummary } from '../../shared/docs-metadata';
import { activeVersion, contextualVersion, docAt, versionSwitchTarget } from '../../shared/versions';
import { isModifiedClick } from '../components/is-modified-click';
import { useNavigateWithPreload } from '../routing/navigation';
import { loadVersion } from '../site/site-atoms';
import { useDocsMetadata, useLoadVersion } from '../site/use-site-data';
import { preferredVersionNameAtom } from '../state/preferred-version';

/**
 * The version that version-less links such as "Docs" lead into right now. Until its docs and
 * sidebars are loaded (a preferred version other than the page's), the page's own version.
 */
export function useContextualVersion(): VersionMeta {
  const [location] = useLocation();
  const docs = useDocsMetadata();
  const wanted = contextualVersion(docs, location, useAtomValue(preferredVersionNameAtom));
  const atHand = docs.loaded.get(wanted.name);
  useLoadVersion(atHand ? undefined : wanted.name);
  return atHand ?? docs.own;
}

/** Records the version a visitor chose, so that version-less links lead there from now on. */
export const useSetPreferredVersion = (): ((versionName: string) => void) => useSetAtom(preferredVersionNameAtom);

/** The props of a link to another version: where it leads from here, and what it does on intent and on a click. */
interface VersionSwitchLink {
  to: string;
  onMouseEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  onClick: (event: MouseEvent) => void;
}

/**
 * A link to `target` that leads to the same doc there when it has it, else to its main doc. Which
 * docs it has is loaded on intent (pointer, focus, touch); a click before that waits for them.
 */
export function useVersionSwitchLink(target: VersionSummary): VersionSwitchLink {
  const [location] = useLocation();
  const docs = useDocsMetadata();
  const store = useStore();
  const navigate = useNavigateWithPreload();
  const setPreferred = useSetPreferredVersion();
  const active = activeVersion(docs, location);
  const reading = active && docs.loaded.get(active.name);
  const docId = reading && docAt(reading, location)?.id;
  const targetAtHand = docs.loaded.get(target.name);
  // Part of a version's docs tells where the doc is only if it has it: else the rest is loaded first.
  const targetDocs =
    targetAtHand !== undefined &&
    (targetAtHand.partial !== true || targetAtHand.docs.some((doc) => docId !== undefined && doc.id === docId))
      ? targetAtHand.docs
      : undefined;
  const prepare = () => void loadVersion(store, target.name).catch(() => {});
  return {
    to: versionSwitchTarget(docId, target, targetDocs),
    onMouseEnter: prepare,
    onFocus: prepare,
    onTouchStart: prepare,
    onClick: (event) => {
      setPreferred(target.name);
      if (targetDocs !== undefined || docId === undefined || isModifiedClick(event)) return;
      event.preventDefault();
      loadVersion(store, target.name).then(
        (version) => navigate(versionSwitchTarget(docId, target, version.docs)),
        () => navigate(target.mainDocPath),
      );
    },
  };
}
