// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installTypeTips } from '../../../../src/client/content/type-tips.js';
import type { TypeEntry, TypeOccurrence } from '../../../../src/node/examples/types/page-types.js';
import { KEYS_TIP_ID, renderTypeTips, typeTipId } from '../../../../src/node/markdown/type-tips.js';

// The tooltips and their ids come from the build-time renderer itself, so both halves agree on
// them; the lines are what code-blocks.ts makes of a block (shiki does not run under jsdom).
const lines = ['val lifted = pureOf[IO](1)', 'lifted.unsafeRunSync()', '// res0: Int = 1', 'lifted.attempt'];
const entries: TypeEntry[] = [
  { signature: 'val lifted: IO[Int]' },
  {
    signature: 'def pureOf[F[_]]: CurriedEffectOfPure[F]',
    symbol: 'effectie.syntax.fx#pureOf',
    type: 'IO[Int]',
    implicits: [{ param: 'EF', type: 'FxCtor[IO]', value: 'fx.ioFx', valueType: 'Fx[IO]' }],
  },
  { signature: 'sealed abstract class IO[+A]', symbol: 'cats.effect.IO' },
  {
    signature: 'def unsafeRunSync()(implicit runtime: IORuntime): Int',
    symbol: 'cats.effect.IOPlatform#unsafeRunSync',
  },
  { signature: 'def attempt: IO[Either[Throwable, Int]]', symbol: 'cats.effect.IO#attempt' },
];
const occurrences: TypeOccurrence[] = [
  [0, 4, 6, 0],
  [0, 13, 6, 1],
  [0, 20, 2, 2],
  [1, 0, 6, 0],
  [1, 7, 13, 3],
  [3, 0, 6, 0],
  [3, 7, 7, 4],
];

function blockHtml(): string {
  const html = lines.map((line, index) => {
    let result = '';
    let at = 0;
    for (const [, column, length, entry] of occurrences.filter(([occurrenceLine]) => occurrenceLine === index)) {
      result += `${line.slice(at, column)}<span aria-describedby="${typeTipId(entry)}">${line.slice(column, column + length)}</span>`;
      at = column + length;
    }
    return `<span class="line${line.startsWith('// res') ? ' output' : ''}">${result}${line.slice(at)}</span>`;
  });
  const pre = `<div class="code-block"><pre class="shiki" tabindex="0" aria-describedby="${KEYS_TIP_ID}"><code>${html.join('\n')}</code></pre></div>`;
  return pre + renderTypeTips(new Map(entries.map((entry, index) => [index, { entry, linked: false }])));
}

async function mount(): Promise<{ pre: HTMLElement; identifiers: HTMLElement[] }> {
  const html = blockHtml();
  const root = document.createElement('div');
  root.className = 'markdown';
  root.innerHTML = html;
  document.body.append(root);
  return {
    pre: root.querySelector('pre')!,
    identifiers: [...root.querySelectorAll<HTMLElement>('pre [aria-describedby]')],
  };
}

const tip = () => document.querySelector<HTMLElement>('body > .type-tip');
const shownText = () => (tip() === null || tip()!.hidden ? undefined : tip()!.textContent!.replace(/\s+/g, ' ').trim());

function press(target: HTMLElement, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

function pointer(type: string, target: Element, pointerType: 'mouse' | 'touch'): Event {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
  return event;
}

beforeAll(() => installTypeTips(document));
afterEach(() => {
  for (const root of document.body.querySelectorAll('.markdown')) root.remove();
  press(document.body, 'Escape');
  vi.useRealTimers();
});

describe('type tooltips', () => {
  it('shows a copy of the tooltip an identifier points at when it gets focus, hidden from screen readers', async () => {
    const { identifiers } = await mount();
    expect(identifiers.map((identifier) => identifier.textContent)).toEqual([
      'lifted',
      'pureOf',
      'IO',
      'lifted',
      'unsafeRunSync',
      'lifted',
      'attempt',
    ]);
    identifiers[1]!.tabIndex = -1;
    identifiers[1]!.focus();
    expect(shownText()).toBe(
      'def pureOf[F[_]]: CurriedEffectOfPure[F] Type: IO[Int] Implicit: EF: FxCtor[IO] = fx.ioFx: Fx[IO] in effectie.syntax.fx',
    );
    expect(tip()!.getAttribute('aria-hidden')).toBe('true');
    // The original stays in place: it is the identifier's description.
    expect(
      document.getElementById(identifiers[1]!.getAttribute('aria-describedby')!)?.closest('[hidden]'),
    ).not.toBeNull();
    identifiers[1]!.blur();
    expect(shownText()).toBeUndefined();
  });

  it('lets the arrow keys walk the identifiers of a block from its one tab stop, and Escape hide the tooltip', async () => {
    const { pre, identifiers } = await mount();
    expect(pre.getAttribute('tabindex')).toBe('0');
    expect(identifiers.every((identifier) => !identifier.hasAttribute('tabindex'))).toBe(true);
    pre.focus();
    // The block says how to reach its types.
    expect(shownText()).toBe(
      'Press Down to read the types of this example, Left and Right to move between its identifiers, Tab to leave it.',
    );
    // Sideways, the block itself keeps scrolling.
    expect(press(pre, 'ArrowRight').defaultPrevented).toBe(false);
    expect(press(pre, 'ArrowDown').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(identifiers[0]);
    expect(identifiers[0]!.tabIndex).toBe(-1);
    press(identifiers[0]!, 'ArrowRight');
    expect(document.activeElement?.textContent).toBe('pureOf');
    press(document.activeElement as HTMLElement, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('lifted');
    // The output line in between has no identifiers; Down goes to the next line that has some.
    press(document.activeElement as HTMLElement, 'ArrowDown');
    expect(document.activeElement).toBe(identifiers[5]);
    press(document.activeElement as HTMLElement, 'End');
    expect(document.activeElement?.textContent).toBe('attempt');
    expect(shownText()).toMatch(/^def attempt: IO\[Either\[Throwable, Int\]\]/);
    // At the end, Down is left to the page.
    expect(press(document.activeElement as HTMLElement, 'ArrowDown').defaultPrevented).toBe(false);
    press(document.activeElement as HTMLElement, 'Escape');
    expect(shownText()).toBeUndefined();
    expect(document.activeElement?.textContent).toBe('attempt');
    press(document.activeElement as HTMLElement, 'Home');
    expect(document.activeElement).toBe(identifiers[0]);
    expect(shownText()).toBe('val lifted: IO[Int]');
  });

  it('shows on hover and hides a moment after the pointer leaves, unless it moves onto the tooltip', async () => {
    vi.useFakeTimers();
    const { identifiers } = await mount();
    pointer('pointerover', identifiers[4]!, 'mouse');
    expect(shownText()).toMatch(/^def unsafeRunSync\(\)/);
    pointer('pointerout', identifiers[4]!, 'mouse');
    tip()!.dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(1000);
    expect(shownText()).toMatch(/^def unsafeRunSync\(\)/);
    tip()!.dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(1000);
    expect(shownText()).toBeUndefined();
  });

  it('opens with a tap, and a tap elsewhere closes it', async () => {
    const { identifiers } = await mount();
    pointer('pointerdown', identifiers[2]!, 'touch');
    const tap = pointer('click', identifiers[2]!, 'touch');
    expect(tap.defaultPrevented).toBe(true);
    expect(shownText()).toBe('sealed abstract class IO[+A] in cats.effect');
    // A second tap on the same identifier does what a click does (follows it when it is a link).
    pointer('pointerdown', identifiers[2]!, 'touch');
    expect(pointer('click', identifiers[2]!, 'touch').defaultPrevented).toBe(false);
    pointer('pointerdown', document.body, 'touch');
    pointer('click', document.body, 'touch');
    expect(shownText()).toBeUndefined();
  });
});
