/**
 * Tooltips of the typed identifiers in compiled examples (src/node/markdown/type-tips.ts). All
 * they say is in the page already: each identifier names its tooltip with aria-describedby, so a
 * screen reader reads the type when the identifier has focus, and this module only shows a copy
 * of that tooltip beside the identifier on hover, on focus and on a tap.
 *
 * Keyboard: a code block stays one tab stop (its <pre>). Down arrow moves into its identifiers,
 * the arrow keys then move between them (left and right in reading order, up and down to the
 * nearest on the line above or below), Home and End to the first and last, Escape hides the
 * tooltip; Tab leaves the block. So reading the types of a page adds no tab stops.
 *
 * Installed on the document before the app hydrates, so it works on the prerendered page and on
 * every page reached later.
 */

/** Typed identifiers point at their tooltip; nothing else in a code block has a description. */
const IDENTIFIER = 'pre [aria-describedby]';
/** Time to move the pointer from an identifier onto its tooltip (WCAG 1.4.13: hoverable). */
const HIDE_DELAY_MS = 300;
const GAP = 6;

type Closest = { closest?: (selector: string) => Element | null };

// Duck-typed like enhance.ts: content may come from another document or frame.
const closest = (target: EventTarget | null, selector: string) =>
  (target as Closest | null)?.closest?.(selector) as HTMLElement | null | undefined;

/** The identifier to move to from `all[index]` for `key`, if any. */
function neighbour(all: HTMLElement[], index: number, key: string): HTMLElement | undefined {
  if (key === 'ArrowRight') return all[index + 1];
  if (key === 'ArrowLeft') return all[index - 1];
  if (key === 'Home') return all[0];
  if (key === 'End') return all[all.length - 1];
  const step = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  if (step === 0) return undefined;
  const from = all[index]!;
  const line = from.closest('.line');
  const x = from.getBoundingClientRect().left;
  let best: { element: HTMLElement; line: Element | null; distance: number } | undefined;
  for (let at = index + step; at >= 0 && at < all.length; at += step) {
    const element = all[at]!;
    const elementLine = element.closest('.line');
    if (elementLine === line) continue;
    if (best !== undefined && elementLine !== best.line) break;
    const distance = Math.abs(element.getBoundingClientRect().left - x);
    if (best === undefined || distance < best.distance) best = { element, line: elementLine, distance };
  }
  return best?.element;
}

export function installTypeTips(doc: Document): void {
  let tip: HTMLElement | undefined;
  let shownFor: HTMLElement | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let touch = false;
  // What was open when a tap began: a tap also focuses, which opens the tooltip before the click.
  let openAtTap: HTMLElement | undefined;

  const place = (identifier: HTMLElement, box: HTMLElement) => {
    const view = doc.documentElement;
    // A block's own tooltip sits under its first line, not under the whole block.
    const anchor = (
      identifier.tagName === 'PRE' ? (identifier.querySelector('.line') ?? identifier) : identifier
    ).getBoundingClientRect();
    const left = Math.max(GAP, Math.min(anchor.left, view.clientWidth - box.offsetWidth - GAP));
    const above = anchor.top - box.offsetHeight - GAP;
    const top = anchor.bottom + GAP + box.offsetHeight > view.clientHeight && above > 0 ? above : anchor.bottom + GAP;
    box.style.left = `${left + scrollX}px`;
    box.style.top = `${top + scrollY}px`;
  };

  const hide = () => {
    clearTimeout(hideTimer);
    if (tip) tip.hidden = true;
    shownFor = undefined;
  };

  const show = (identifier: HTMLElement) => {
    clearTimeout(hideTimer);
    const source = doc.getElementById(identifier.getAttribute('aria-describedby') ?? '');
    if (!source) return;
    if (!tip) {
      tip = doc.createElement('div');
      tip.className = 'type-tip';
      // A copy for the eyes: screen readers read the original as the identifier's description.
      tip.setAttribute('aria-hidden', 'true');
      tip.addEventListener('pointerenter', () => clearTimeout(hideTimer));
      tip.addEventListener('pointerleave', laterHide);
      doc.body.append(tip);
    }
    if (shownFor !== identifier) tip.replaceChildren(...Array.from(source.childNodes, (node) => node.cloneNode(true)));
    shownFor = identifier;
    tip.hidden = false;
    place(identifier, tip);
  };

  // When the pointer leaves, the tooltip of the focused identifier, if any, comes back.
  function laterHide() {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => {
      const focused = closest(doc.activeElement, IDENTIFIER);
      if (focused) show(focused);
      else hide();
    }, HIDE_DELAY_MS);
  }

  doc.addEventListener('pointerdown', (event) => {
    touch = event.pointerType === 'touch';
    openAtTap = shownFor;
  });
  doc.addEventListener('pointerover', (event) => {
    const identifier = closest(event.target, IDENTIFIER);
    if (identifier && event.pointerType !== 'touch') show(identifier);
  });
  doc.addEventListener('pointerout', (event) => {
    if (event.pointerType !== 'touch' && closest(event.target, IDENTIFIER)) laterHide();
  });
  // A tap opens the tooltip; on an identifier that is a link, the next tap follows it. Captured,
  // so the app's link handling sees the first tap as handled.
  doc.addEventListener(
    'click',
    (event) => {
      const identifier = closest(event.target, IDENTIFIER);
      if (!touch) return;
      if (!identifier) hide();
      else if (openAtTap !== identifier) {
        event.preventDefault();
        show(identifier);
      }
    },
    true,
  );
  // Focus on an identifier shows its type; on a block with types, how to reach them.
  const focusable = (target: EventTarget | null) =>
    closest(target, IDENTIFIER) ?? closest(target, 'pre[aria-describedby]');
  doc.addEventListener('focusin', (event) => {
    const identifier = focusable(event.target);
    if (identifier) show(identifier);
  });
  doc.addEventListener('focusout', (event) => {
    if (focusable(event.target) && !focusable(event.relatedTarget)) hide();
  });
  doc.addEventListener(
    'scroll',
    () => {
      if (shownFor && tip) place(shownFor, tip);
    },
    true,
  );
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      if (shownFor) hide();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const pre = closest(event.target, 'pre');
    const all = pre ? Array.from(pre.querySelectorAll<HTMLElement>(IDENTIFIER)) : [];
    const index = all.indexOf(event.target as HTMLElement);
    // From the block itself, Down enters it; left and right keep scrolling it sideways.
    const next =
      index < 0
        ? event.target === pre && event.key === 'ArrowDown'
          ? all[0]
          : undefined
        : neighbour(all, index, event.key);
    if (!next) return;
    event.preventDefault();
    next.tabIndex = -1;
    next.focus();
  });
}
