import type { IdleDeadline } from '../components/when-idle';
import type { EngineOptions, LocalEngine } from './engine/local-engine';
import type { IndexFileLoader } from './index-files';
import { unpackIndexFile } from '../../shared/search/records';

export type IndexLoader = (version: string) => Promise<LocalEngine>;

/** Schedules work for the browser's idle moments (see components/when-idle). */
type IdleScheduler = (work: (deadline: IdleDeadline) => void) => void;

/** Records indexed between two looks at the clock: about a millisecond's work. */
const RECORDS_PER_STEP = 20;
/**
 * The longest piece of the build done at once. Lighthouse counts a task four times as long on
 * its simulated phone, and one over 50 ms there blocks the page: 10 ms stays well under.
 */
const MAX_SLICE_MS = 10;

/**
 * Builds each version's engine once from its index file; a failure is forgotten, to retry. The
 * engine's code arrives with the first search (or before it), beside the index file, not with
 * the page. With `idle`, the index is built in the browser's idle moments, in slices that never
 * make a long task, and a search that comes before the end builds the rest at once.
 */
export function createIndexLoader(
  loadFile: IndexFileLoader,
  options: EngineOptions = {},
  idle?: IdleScheduler,
): IndexLoader {
  const engines = new Map<string, Promise<LocalEngine>>();
  return (version) => {
    const cached = engines.get(version);
    if (cached) return cached;
    const engine = Promise.all([loadFile(version), import('./engine/local-engine')]).then(
      ([file, { startLocalEngine }]) => {
        const records = unpackIndexFile(file);
        const build = startLocalEngine(records, options);
        if (!idle) build.step(records.length);
        else {
          const work = (deadline: IdleDeadline) => {
            const end = performance.now() + MAX_SLICE_MS;
            while (performance.now() < end && deadline.timeRemaining() > 0) if (build.step(RECORDS_PER_STEP)) return;
            idle(work);
          };
          idle(work);
        }
        return build.engine;
      },
    );
    engine.catch(() => engines.delete(version));
    engines.set(version, engine);
    return engine;
  };
}
