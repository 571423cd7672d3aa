import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_DELAY_MS, createStatusAnnouncer } from '../../../../../src/client/search/modal/status-announcer';

/** A status region that records what was written into it. */
function region() {
  const writes: string[] = [];
  let text = '';
  const element = {
    get textContent() {
      return text;
    },
    set textContent(value: string) {
      text = value;
      writes.push(value);
    },
  } as unknown as HTMLElement;
  return { element, writes };
}

describe("the search dialog's status message", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is written once typing pauses, with the outcome of the last search only', () => {
    const { element, writes } = region();
    const announcer = createStatusAnnouncer(() => element);
    announcer.say('No results found for "cac".');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS - 1);
    announcer.say('No results found for "cacth". Did you mean catch?');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS - 1);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['No results found for "cacth". Did you mean catch?']);
  });

  it('is not written again when it has not changed, is cleared by an empty message, and not written after cancel', () => {
    const { element, writes } = region();
    const announcer = createStatusAnnouncer(() => element);
    announcer.say('No results found for "zz".');
    vi.runAllTimers();
    announcer.say('No results found for "zz".');
    vi.runAllTimers();
    announcer.say('');
    vi.runAllTimers();
    announcer.say('No results found for "qq".');
    announcer.cancel();
    vi.runAllTimers();
    expect(writes).toEqual(['No results found for "zz".', '']);
  });
});
