import { useAtomValue } from 'jotai';
import { navigationProgressAtom } from '../state/ui';

/** A thin bar at the top while a slow route change is under way; no spinner beside it. */
export function ProgressBar() {
  const progress = useAtomValue(navigationProgressAtom);
  if (progress !== 'visible') return null;
  return <div className="progress-bar" role="progressbar" aria-label="Loading the next page" />;
}
