import type { Page } from '@playwright/test';
import type { AxeResults, NodeResult, Result } from 'axe-core';

/**
 * Contrast axe left undecided, decided another way. axe leaves text "incomplete" when it cannot
 * find one background colour: the text's box is partly scrolled out of its scroll box (a wide
 * table cell on a phone), lies on a gradient, or holds only a symbol such as a key's glyph or a one-letter identifier. Such
 * text still has to be readable, so each node is checked again, scrolled to the middle of the
 * window and of its scroll boxes (all put back after):
 *
 * 1. by axe itself, which decides most of them once they are in view;
 * 2. if axe still cannot decide, and the reason is one of `DECIDABLE`, by the page: when nothing
 *    lies over any line of the text, its colour against every colour stop of every background
 *    under it, composited as the browser paints them, at axe's thresholds (3:1 for large text,
 *    4.5:1 otherwise).
 *
 * Anything else (an image behind the text, an element over it, a translucent ancestor) fails,
 * with the reason.
 */
export async function decideUndecidedContrast(page: Page, undecided: Result): Promise<Result | null> {
  const failing: NodeResult[] = [];
  for (const node of undecided.nodes) {
    const selector = selectorOf(node.target);
    if (!(await page.evaluate(scrollToMiddle, selector))) continue;
    try {
      const again = await page.evaluate(runContrastRule, selector);
      if (again.state === 'passes') continue;
      const reason = messageKey(again.node);
      if (again.state === 'violations' || !DECIDABLE.includes(reason ?? '')) {
        failing.push(again.node);
        continue;
      }
      const verdict = await page.evaluate(contrastOverItsBackgrounds, selector);
      if (verdict.ratio !== null && verdict.ratio >= verdict.required) continue;
      const measured =
        verdict.ratio === null ? `could not be computed: ${verdict.why}` : `is ${verdict.ratio.toFixed(2)}:1 at worst`;
      failing.push({
        ...again.node,
        failureSummary: `${again.node.failureSummary ?? reason}; over its backgrounds the contrast ${measured}, ${verdict.required}:1 needed`,
      });
    } finally {
      await page.evaluate(restoreScroll);
    }
  }
  return failing.length === 0 ? null : { ...undecided, id: `${undecided.id} (undecided by axe)`, nodes: failing };
}

/**
 * axe's reasons that are about finding the background (of text partly scrolled out of view, over
 * a gradient, or lying over other elements, as a tooltip does) or about the text itself being too
 * short for axe to call it text (a one-letter identifier of a code block), not about the text
 * being covered.
 */
const DECIDABLE = [
  'bgGradient',
  'nonBmp',
  'shortTextContent',
  'elmPartiallyObscured',
  'elmPartiallyObscuring',
  'bgOverlap',
];

function messageKey(node: NodeResult): string | undefined {
  const data = node.any[0]?.data as { messageKey?: string } | undefined;
  return data?.messageKey;
}

function selectorOf(target: NodeResult['target']): string {
  const selector = target[0];
  if (typeof selector !== 'string' || target.length > 1)
    throw new Error(`Contrast in a frame or a shadow root is not checked: ${JSON.stringify(target)}.`);
  return selector;
}

type Saved = { restore?: () => void };

/** In the page: scrolls the element into the middle of its scroll boxes; false when it is gone. */
function scrollToMiddle(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!element) return false;
  const scrolled: [Element, number, number][] = [];
  for (let box = element.parentElement; box; box = box.parentElement)
    scrolled.push([box, box.scrollLeft, box.scrollTop]);
  const [x, y] = [window.scrollX, window.scrollY];
  (window as Saved).restore = () => {
    for (const [box, left, top] of scrolled) {
      box.scrollLeft = left;
      box.scrollTop = top;
    }
    window.scrollTo(x, y);
  };
  element.scrollIntoView({ block: 'center', inline: 'center' });
  return true;
}

function restoreScroll(): void {
  (window as Saved).restore?.();
  delete (window as Saved).restore;
}

/** In the page: axe's contrast rule on one element (axe is already in the page). */
async function runContrastRule(
  selector: string,
): Promise<{ state: 'passes' | 'violations' | 'incomplete'; node: NodeResult }> {
  const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
  const results: AxeResults = await axe.run(
    { include: [[selector]] },
    { runOnly: { type: 'rule', values: ['color-contrast'] } },
  );
  for (const state of ['violations', 'incomplete', 'passes'] as const) {
    const node = results[state].flatMap((rule) => rule.nodes).find((found) => found.target[0] === selector);
    if (node) return { state, node };
  }
  // Not applicable once in view (no visible text): nothing to read, nothing to fail.
  return { state: 'passes', node: { target: [selector] } as unknown as NodeResult };
}

interface StopVerdict {
  ratio: number | null;
  required: number;
  why?: string;
}

/**
 * In the page: the lowest contrast of the element's text colour over its backgrounds, each
 * gradient taken at every one of its colour stops, provided nothing lies over its text. Runs as it
 * is in the browser, so it is whole.
 */
function contrastOverItsBackgrounds(selector: string): StopVerdict {
  type Rgba = [number, number, number, number];
  const element = document.querySelector(selector);
  if (!element) return { ratio: null, required: 4.5, why: 'the element is gone' };
  const style = getComputedStyle(element);
  const points = Math.ceil(parseFloat(style.fontSize) * 72) / 96;
  const bold = parseFloat(style.fontWeight) >= 700;
  const required = (bold && points >= 14) || points >= 18 ? 3 : 4.5;

  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  // The canvas turns any CSS colour (rgb, oklch, color-mix...) into sRGB with alpha.
  const rgba = (css: string): Rgba => {
    if (!canvas) throw new Error('no canvas');
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = '#000';
    canvas.fillStyle = css;
    canvas.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const blend = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [
    r * a + R * (1 - a),
    g * a + G * (1 - a),
    b * a + B * (1 - a),
    1,
  ];
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };

  // Every line of the text, where its scroll boxes and the window show it, must show the element
  // itself (or a child of it), or be hidden under something opaque (an open menu): what shows is
  // what is read. A line wider than its scroll box is read by scrolling the box, over the same
  // backgrounds; a part of a line out of the box is scrolled into it (put back after).
  let shown = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  let scroller: Element | null = null;
  for (let box = element.parentElement; box; box = box.parentElement) {
    const overflow = getComputedStyle(box).overflow;
    if (overflow === 'visible') continue;
    if (!scroller && /auto|scroll/.test(overflow)) scroller = box;
    const edge = box.getBoundingClientRect();
    shown = {
      left: Math.max(shown.left, edge.left),
      top: Math.max(shown.top, edge.top),
      right: Math.min(shown.right, edge.right),
      bottom: Math.min(shown.bottom, edge.bottom),
    };
  }
  const range = document.createRange();
  range.selectNodeContents(element);
  const visiblePart = (line: DOMRect) => ({
    left: Math.max(line.left, shown.left),
    right: Math.min(line.right, shown.right),
    top: Math.max(line.top, shown.top),
    bottom: Math.min(line.bottom, shown.bottom),
  });
  const lineCount = range.getClientRects().length;
  let linesShown = 0;
  for (let index = 0; index < lineCount; index++) {
    let line = range.getClientRects()[index];
    if (!line || line.width === 0 || line.height === 0) continue;
    let part = visiblePart(line);
    if ((part.left >= part.right || part.top >= part.bottom) && scroller) {
      scroller.scrollLeft += (line.left + line.right) / 2 - (shown.left + shown.right) / 2;
      scroller.scrollTop += (line.top + line.bottom) / 2 - (shown.top + shown.bottom) / 2;
      line = range.getClientRects()[index] ?? line;
      part = visiblePart(line);
    }
    const { left, right, top, bottom } = part;
    if (left >= right || top >= bottom)
      return { ratio: null, required, why: 'part of the text cannot be scrolled into view' };
    const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
    const own = stack.findIndex((found) => element.contains(found));
    const above = own === -1 ? stack : stack.slice(0, own);
    if (above.length === 0) {
      linesShown++;
      continue;
    }
    const opaque = (found: Element) => rgba(getComputedStyle(found).backgroundColor)[3] === 1;
    if (own !== -1 && above.some(opaque)) continue;
    const name = (found: Element | undefined) =>
      found
        ? found.tagName.toLowerCase() + (found.className ? `.${String(found.className).split(' ')[0]}` : '')
        : 'nothing';
    return { ratio: null, required, why: `${name(above[0])} lies over the text` };
  }
  // Hidden under an open menu, or such: nothing of it shows, nothing to read now.
  if (linesShown === 0) return { ratio: Infinity, required };

  // From the element down to the canvas: each layer is the colours it can show at a point.
  const layers: Rgba[][] = [];
  for (let box: Element | null = element; box; box = box.parentElement) {
    const boxStyle = getComputedStyle(box);
    if (parseFloat(boxStyle.opacity) < 1)
      return { ratio: null, required, why: `${box.tagName.toLowerCase()} is translucent` };
    const image = boxStyle.backgroundImage;
    if (image.includes('url(')) return { ratio: null, required, why: 'an image is behind the text' };
    if (image !== 'none') {
      const stops =
        image.match(
          /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\((?:[^()]|\([^()]*\))*\)|#[0-9a-f]{3,8}\b/gi,
        ) ?? [];
      if (stops.length === 0) return { ratio: null, required, why: `no colour in ${image}` };
      layers.push(stops.map(rgba));
    }
    const color = rgba(boxStyle.backgroundColor);
    if (color[3] > 0) layers.push([color]);
    if (layers.at(-1)?.every((layer) => layer[3] === 1)) break;
  }
  let backgrounds: Rgba[] = [[255, 255, 255, 1]];
  for (const layer of layers.reverse())
    backgrounds = layer.flatMap((top) => backgrounds.map((below) => blend(top, below)));
  const text = rgba(style.color);
  const ratio = Math.min(...backgrounds.map((background) => contrast(blend(text, background), background)));
  return { ratio, required };
}
