import { describe, expect, it } from 'vitest';
import type { IdleDeadline } from '../../../../src/client/components/when-idle';
import { createLocalEngine } from '../../../../src/client/search/engine/local-engine';
import { createIndexFileLoader } from '../../../../src/client/search/index-files';
import { createIndexLoader } from '../../../../src/client/search/index-loader';
import { packRecords } from '../../../../src/shared/search/records';
import { record } from './fixtures';

const records = Array.from({ length: 50 }, (_, index) =>
  record({
    lvl1: `Page ${index}`,
    content: index % 10 === 0 ? `Construct value number ${index}.` : `Filler text ${index}.`,
    url: `/docs/p${index}`,
  }),
);
const file = packRecords('current', 'en', records);
const loadFile = createIndexFileLoader(
  { current: '/assets/search-current.json' },
  async () => new Response(JSON.stringify(file)),
);

/** An idle moment with room for one step of the build, then none. */
const oneStep = (): IdleDeadline => {
  let calls = 0;
  return { timeRemaining: () => (calls++ === 0 ? 5 : 0) };
};

describe('the index loader', () => {
  it('hands the engine over at once and builds its index in idle moments, a step at a time', async () => {
    const moments: Array<(deadline: IdleDeadline) => void> = [];
    const engine = await createIndexLoader(loadFile, {}, (work) => moments.push(work))('current');
    let slices = 0;
    while (moments.length > 0) {
      moments.shift()!(oneStep());
      slices++;
    }
    // 50 records, about 20 a step.
    expect(slices).toBe(3);
    expect(engine.match('construct').map((match) => match.record.url)).toEqual(
      createLocalEngine(records)
        .match('construct')
        .map((match) => match.record.url),
    );
  });

  it('finishes the build at once for a search that comes before the idle moments', async () => {
    const moments: Array<(deadline: IdleDeadline) => void> = [];
    const engine = await createIndexLoader(loadFile, {}, (work) => moments.push(work))('current');
    expect(moments).toHaveLength(1);
    expect(engine.match('construct')).toHaveLength(5);
    // The moment that comes later finds nothing left to do and asks for no other.
    moments.shift()!(oneStep());
    expect(moments).toHaveLength(0);
  });
});
