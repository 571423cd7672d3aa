// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceContent } from '../../../../src/client/content/enhance.js';
import { Slugger } from '../../../../src/node/markdown/slugger.js';
import { renderTabs } from '../../../../src/node/markdown/tabs.js';
import { renderScriptSet, scriptParts, type PageScripts } from '../../../../src/node/markdown/scala-cli.js';
import { scriptSet } from '../../../../src/node/examples/script-dependencies';

// Tabs markup comes from the build-time renderer itself, so both halves agree on structure.
const slugger = new Slugger();
let groupNumber = 0;
function tabsHtml(groupId: string | undefined, labels: string[]): string {
  groupNumber += 1;
  const tabs = labels.map((label) => ({
    value: label.toLowerCase(),
    labelHtml: label,
    bodyHtml: `<p>${label} body</p>`,
  }));
  return renderTabs({ groupId, queryString: undefined, defaultValue: undefined }, tabs, slugger, groupNumber);
}

const CODE_BLOCK =
  '<div class="code-block"><div class="code-block-title">Main.scala</div>' +
  '<pre class="shiki" tabindex="0"><code><span class="line"><span>object Main:</span></span>\n' +
  '<span class="line"><span>  val a = 1</span></span></code></pre>' +
  '<button type="button" class="code-button copy-button" aria-label="Copy code">Copy</button></div>';

const cleanups: Array<() => void> = [];

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'markdown';
  root.innerHTML = html;
  document.body.append(root);
  cleanups.push(enhanceContent(root));
  return root;
}

function tabs(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
}

function selectedLabels(root: ParentNode): string[] {
  return [...root.querySelectorAll('.tabs')].map(
    (group) => group.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? '',
  );
}

function visiblePanels(group: ParentNode): string[] {
  return [...group.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.textContent ?? '');
}

function press(target: HTMLElement, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

function stubClipboard(writeText: (text: string) => Promise<void>): ReturnType<typeof vi.fn> {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

/** Two examples, the second depending on the first, marked up as the build marks them. */
function scriptedExamples(): string {
  const scripts: PageScripts = { sets: [], hiddenCode: new Map() };
  const set = { scalaVersion: '2.13.16', dependencies: ['org.typelevel:cats-core_2.13:2.12.0'] };
  const block = (
    example: number,
    lines: string[],
    script: { dependsOn: number[]; prints: Array<[number, number]> },
  ) => {
    const { attributes, button } = scriptParts(scripts, example, {
      code: '',
      rendered: '',
      script: { ...script, cleanup: [], set: scriptSet(set) },
    });
    const code = lines
      .map((line) =>
        line.startsWith('// res')
          ? `<span class="line output">${line}</span>`
          : `<span class="line"><span>${line}</span></span>`,
      )
      .join('\n');
    return `<div class="code-block"${attributes}><pre class="shiki"><code>${code}</code></pre><button type="button" class="code-button copy-button" aria-label="Copy code">Copy</button>${button}</div>`;
  };
  return (
    block(0, ['val a = 1'], { dependsOn: [], prints: [] }) +
    block(1, ['a + 1', '// res0: Int = 2'], { dependsOn: [0], prints: [[0, 0]] }) +
    renderScriptSet(scripts)
  );
}

describe('the Scala CLI control', () => {
  it('copies the example as a program with the blocks before it and its shown value printed, and says "Copied"', async () => {
    vi.useFakeTimers();
    const writeText = stubClipboard(() => Promise.resolve());
    const root = mount(scriptedExamples());
    const button = root.querySelectorAll<HTMLButtonElement>('.scala-cli-button')[1];
    button?.click();
    await vi.advanceTimersByTimeAsync(0);

    expect(writeText).toHaveBeenCalledWith(
      '//> using scala 2.13.16\n//> using dep org.typelevel::cats-core:2.12.0\n\n' +
        '// Save as Example.scala and run: scala-cli run Example.scala\nobject Example extends App {\nval a = 1\n\nprintln(a + 1)\n}\n',
    );
    expect(button?.getAttribute('aria-label')).toBe('Copied');
    await vi.advanceTimersByTimeAsync(2000);
    expect(button?.getAttribute('aria-label')).toBe('Copy as a Scala CLI script');
    expect(button?.textContent).toBe('Scala CLI');
  });

  it('reports a failed copy, and copies nothing, when the page lacks a block the script needs', async () => {
    vi.useFakeTimers();
    const writeText = stubClipboard(() => Promise.resolve());
    const root = mount(scriptedExamples());
    root.querySelector('.code-block')?.remove();
    const button = root.querySelector<HTMLButtonElement>('.scala-cli-button');
    button?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).not.toHaveBeenCalled();
    expect(button?.classList.contains('copy-failed')).toBe(true);
    expect(button?.textContent).toBe('Failed');
  });
});

describe('copy buttons', () => {
  it('copies the code text and shows "Copied" for two seconds', async () => {
    vi.useFakeTimers();
    const writeText = stubClipboard(() => Promise.resolve());
    const root = mount(CODE_BLOCK);
    const button = root.querySelector<HTMLButtonElement>('.copy-button');
    button?.click();
    await vi.advanceTimersByTimeAsync(0);

    expect(writeText).toHaveBeenCalledWith('object Main:\n  val a = 1');
    expect(button?.classList.contains('copied')).toBe(true);
    expect(button?.getAttribute('aria-label')).toBe('Copied');
    expect(button?.textContent).toBe('Copied');

    await vi.advanceTimersByTimeAsync(1999);
    expect(button?.getAttribute('aria-label')).toBe('Copied');
    await vi.advanceTimersByTimeAsync(1);
    expect(button?.classList.contains('copied')).toBe(false);
    expect(button?.getAttribute('aria-label')).toBe('Copy code');
    expect(button?.textContent).toBe('Copy');
  });

  it('copies a compiled example without its evaluated output lines', async () => {
    vi.useFakeTimers();
    const writeText = stubClipboard(() => Promise.resolve());
    const root = mount(
      '<div class="code-block"><pre class="shiki"><code>' +
        '<span class="line"><span>// our note</span></span>\n' +
        '<span class="line"><span>val x = 1 + 1</span></span>\n' +
        '<span class="line output">// x: Int = 2</span>\n' +
        '<span class="line"><span>x * 10</span></span>\n' +
        '<span class="line output">// res0: Int = 20</span></code></pre>' +
        '<button type="button" class="code-button copy-button" aria-label="Copy code">Copy</button></div>',
    );
    root.querySelector<HTMLButtonElement>('.copy-button')?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledWith('// our note\nval x = 1 + 1\nx * 10');
  });

  it('restarts the two seconds when clicked again', async () => {
    vi.useFakeTimers();
    stubClipboard(() => Promise.resolve());
    const button = mount(CODE_BLOCK).querySelector<HTMLButtonElement>('.copy-button');
    button?.click();
    await vi.advanceTimersByTimeAsync(1500);
    button?.click();
    await vi.advanceTimersByTimeAsync(1500);
    expect(button?.classList.contains('copied')).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(button?.classList.contains('copied')).toBe(false);
  });

  it('says so when the clipboard is unavailable or refuses', async () => {
    vi.useFakeTimers();
    const root = mount(CODE_BLOCK + CODE_BLOCK);
    const [first, second] = [...root.querySelectorAll<HTMLButtonElement>('.copy-button')];
    first?.click(); // no navigator.clipboard at all in jsdom
    await vi.advanceTimersByTimeAsync(0);
    expect(first?.getAttribute('aria-label')).toBe('Copy failed');
    expect(first?.classList.contains('copy-failed')).toBe(true);

    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    second?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(second?.getAttribute('aria-label')).toBe('Copy failed');
    await vi.advanceTimersByTimeAsync(2000);
    expect(second?.getAttribute('aria-label')).toBe('Copy code');
  });

  it('works for content added after enhancing (one delegated listener)', async () => {
    const writeText = stubClipboard(() => Promise.resolve());
    const root = mount('');
    root.innerHTML = CODE_BLOCK;
    root.querySelector<HTMLButtonElement>('.copy-button')?.click();
    await Promise.resolve();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('stops reacting after cleanup', async () => {
    const writeText = stubClipboard(() => Promise.resolve());
    const root = document.createElement('div');
    root.innerHTML = CODE_BLOCK;
    document.body.append(root);
    const cleanup = enhanceContent(root);
    cleanup();
    root.querySelector<HTMLButtonElement>('.copy-button')?.click();
    await Promise.resolve();
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe('tabs', () => {
  it('switches tab and panel on click', () => {
    const root = mount(tabsHtml(undefined, ['sbt', 'Mill', 'Gradle']));
    const [sbt, mill] = tabs(root);
    mill?.click();
    expect(tabs(root).map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs(root).map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(visiblePanels(root)).toEqual(['Mill body']);
    sbt?.click();
    expect(visiblePanels(root)).toEqual(['sbt body']);
  });

  it('moves with Left/Right (wrapping), Home and End, and focuses the new tab', () => {
    const root = mount(tabsHtml(undefined, ['sbt', 'Mill', 'Gradle']));
    const [sbt, mill, gradle] = tabs(root);
    sbt?.focus();
    const event = press(sbt as HTMLElement, 'ArrowRight');
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(mill);
    expect(visiblePanels(root)).toEqual(['Mill body']);
    press(mill as HTMLElement, 'End');
    expect(document.activeElement).toBe(gradle);
    press(gradle as HTMLElement, 'ArrowRight');
    expect(document.activeElement).toBe(sbt);
    press(sbt as HTMLElement, 'ArrowLeft');
    expect(document.activeElement).toBe(gradle);
    press(gradle as HTMLElement, 'Home');
    expect(document.activeElement).toBe(sbt);
    expect(visiblePanels(root)).toEqual(['sbt body']);
  });

  it('ignores other keys and modified arrows', () => {
    const root = mount(tabsHtml(undefined, ['sbt', 'Mill']));
    const [sbt] = tabs(root);
    expect(press(sbt as HTMLElement, 'Enter').defaultPrevented).toBe(false);
    sbt?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true }));
    expect(visiblePanels(root)).toEqual(['sbt body']);
  });

  it('applies a choice to every group with the same groupId on the page and remembers it', () => {
    const root = mount(
      tabsHtml('build-tool', ['sbt', 'Mill']) +
        tabsHtml('build-tool', ['sbt', 'Mill']) +
        tabsHtml('other', ['sbt', 'Mill']),
    );
    const elsewhere = mount(tabsHtml('build-tool', ['sbt', 'Mill']));
    tabs(root)[1]?.click();
    expect(selectedLabels(root)).toEqual(['Mill', 'Mill', 'sbt']);
    expect(selectedLabels(elsewhere)).toEqual(['Mill']);
    expect(localStorage.getItem('effectie.tabs.build-tool')).toBe('mill');
    expect(localStorage.getItem('effectie.tabs.other')).toBeNull();
  });

  it('restores the remembered choice on pages enhanced later', () => {
    localStorage.setItem('effectie.tabs.build-tool', 'mill');
    const root = mount(tabsHtml('build-tool', ['sbt', 'Mill']) + tabsHtml(undefined, ['sbt', 'Mill']));
    expect(selectedLabels(root)).toEqual(['Mill', 'sbt']);
    expect(visiblePanels(root.querySelector('.tabs') as HTMLElement)).toEqual(['Mill body']);
  });

  it('ignores a stored value that names no tab', () => {
    localStorage.setItem('effectie.tabs.build-tool', '{"garbage":true}');
    const root = mount(tabsHtml('build-tool', ['sbt', 'Mill']));
    expect(selectedLabels(root)).toEqual(['sbt']);
  });

  it('keeps working when localStorage throws', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    let root: HTMLElement | undefined;
    expect(() => {
      root = mount(tabsHtml('build-tool', ['sbt', 'Mill']) + tabsHtml('build-tool', ['sbt', 'Mill']));
    }).not.toThrow();
    expect(() => tabs(root as HTMLElement)[1]?.click()).not.toThrow();
    expect(selectedLabels(root as HTMLElement)).toEqual(['Mill', 'Mill']);
    expect(getItem).toHaveBeenCalled();
    expect(setItem).toHaveBeenCalled();
  });

  it('keeps working when even reading window.localStorage throws', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const root = mount(tabsHtml('build-tool', ['sbt', 'Mill']));
      tabs(root)[1]?.click();
      expect(selectedLabels(root)).toEqual(['Mill']);
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });

  it('leaves nested tab groups alone when switching the outer group', () => {
    const inner = tabsHtml(undefined, ['A', 'B']);
    const outer = renderTabs(
      { groupId: undefined, queryString: undefined, defaultValue: undefined },
      [
        { value: 'x', labelHtml: 'X', bodyHtml: inner },
        { value: 'y', labelHtml: 'Y', bodyHtml: '<p>Y body</p>' },
      ],
      slugger,
      ++groupNumber,
    );
    const root = mount(outer);
    const outerGroup = root.querySelector('.tabs') as HTMLElement;
    const innerTabs = tabs(outerGroup.querySelector('.tabs-panel .tabs') as HTMLElement);
    innerTabs[1]?.click();
    expect(selectedLabels(root)).toEqual(['X', 'B']);
    press(innerTabs[1] as HTMLElement, 'End');
    expect(selectedLabels(root)).toEqual(['X', 'B']);
  });
});

describe('tabs with a query string (<Tabs queryString>)', () => {
  function queryTabsHtml(
    groupId: string | undefined,
    queryString: string,
    labels: string[],
    defaultValue?: string,
  ): string {
    groupNumber += 1;
    const tabs = labels.map((label) => ({
      value: label.toLowerCase(),
      labelHtml: label,
      bodyHtml: `<p>${label} body</p>`,
    }));
    return renderTabs({ groupId, queryString, defaultValue }, tabs, slugger, groupNumber);
  }

  afterEach(() => {
    history.replaceState(null, '', '/');
  });

  it('opens on the tab the address names, over the one chosen on an earlier page', () => {
    localStorage.setItem('effectie.tabs.build-tool', 'maven');
    history.replaceState(null, '', '/docs/setup?build-tool=mill#install');
    const root = mount(queryTabsHtml('build-tool', 'build-tool', ['sbt', 'Mill', 'Maven']));
    expect(selectedLabels(root)).toEqual(['Mill']);
    expect(visiblePanels(root)).toEqual(['Mill body']);
  });

  it('falls back to the stored choice when the address names no tab of the group', () => {
    localStorage.setItem('effectie.tabs.build-tool', 'maven');
    history.replaceState(null, '', '/docs/setup?build-tool=gradle');
    expect(selectedLabels(mount(queryTabsHtml('build-tool', 'build-tool', ['sbt', 'Mill', 'Maven'], 'sbt')))).toEqual([
      'Maven',
    ]);
  });

  it('writes the chosen tab into the address, keeping its path, other parameters and hash', () => {
    history.replaceState(null, '', '/docs/setup?q=1#install');
    const root = mount(queryTabsHtml(undefined, 'tool', ['sbt', 'Mill']));
    const [, mill] = tabs(root);
    press(mill!, 'ArrowRight');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/docs/setup?q=1&tool=sbt#install');
    mill!.click();
    expect(location.search).toBe('?q=1&tool=mill');
  });

  it('keeps a shared choice across groups with the same groupId, and stores it', () => {
    history.replaceState(null, '', '/docs/setup');
    const root = mount(
      queryTabsHtml('build-tool', 'build-tool', ['sbt', 'Mill']) + tabsHtml('build-tool', ['sbt', 'Mill']),
    );
    tabs(root)[1]!.click();
    expect(selectedLabels(root)).toEqual(['Mill', 'Mill']);
    expect(localStorage.getItem('effectie.tabs.build-tool')).toBe('mill');
    expect(location.search).toBe('?build-tool=mill');
  });
});
