import { describe, expect, it } from 'vitest';
import { dedent, dom, render } from './helpers.js';

const BUILD_TOOLS = dedent(`
  ::::tabs{groupId="build-tool"}
  :::tab[sbt]
  \`\`\`scala
  libraryDependencies += "io.kevinlee" %% "effectie-cats-effect3" % "2.0.0"
  \`\`\`
  :::
  :::tab[Mill]
  Add it to \`ivyDeps\`.
  :::
  :::tab[Scala CLI]
  Use a directive.
  :::
  ::::
`);

describe('tabs', () => {
  it('renders an accessible tab list with the first tab selected', async () => {
    const fragment = dom((await render(BUILD_TOOLS)).html);
    const group = fragment.querySelector('.tabs');
    expect(group?.getAttribute('data-group-id')).toBe('build-tool');
    const tablist = group?.querySelector('[role="tablist"]');
    const tabs = [...(tablist?.querySelectorAll('button[role="tab"]') ?? [])];
    expect(tabs.map((tab) => tab.textContent)).toEqual(['sbt', 'Mill', 'Scala CLI']);
    expect(tabs.map((tab) => tab.getAttribute('data-tab-value'))).toEqual(['sbt', 'mill', 'scala-cli']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs.every((tab) => tab.getAttribute('type') === 'button')).toBe(true);
  });

  it('connects each tab to its panel and hides all but the first panel', async () => {
    const fragment = dom((await render(BUILD_TOOLS)).html);
    const tabs = [...fragment.querySelectorAll('[role="tab"]')];
    const panels = [...fragment.querySelectorAll('[role="tabpanel"]')];
    expect(panels).toHaveLength(3);
    tabs.forEach((tab, index) => {
      const panel = panels[index];
      expect(tab.getAttribute('aria-controls')).toBe(panel?.id);
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(panel?.getAttribute('data-tab-value')).toBe(tab.getAttribute('data-tab-value'));
      expect(panel?.hasAttribute('hidden')).toBe(index !== 0);
    });
    expect(panels[0]?.querySelector('.code-block pre code')?.textContent).toContain('libraryDependencies');
    expect(panels[1]?.innerHTML).toContain('<code>ivyDeps</code>');
  });

  it('gives two groups on one page distinct ids', async () => {
    const { anchors } = await render(`${BUILD_TOOLS}\n\n${BUILD_TOOLS}`);
    expect(anchors.length).toBe(12);
    expect(new Set(anchors).size).toBe(12);
  });

  it('omits data-group-id when no groupId is given and accepts an explicit value', async () => {
    const fragment = dom((await render('::::tabs\n:::tab[Cats Effect 3]{value="ce3"}\nx\n:::\n::::\n')).html);
    expect(fragment.querySelector('.tabs')?.hasAttribute('data-group-id')).toBe(false);
    expect(fragment.querySelector('[role="tab"]')?.getAttribute('data-tab-value')).toBe('ce3');
  });

  it('rejects :::tab outside tabs and other content directly inside tabs', async () => {
    await expect(render(':::tab[sbt]\nx\n:::\n')).rejects.toThrow(
      /:::tab must be placed directly inside ::::tabs\. \(line 1\)/,
    );
    await expect(render('::::tabs\nStray text\n:::tab[a]\nx\n:::\n::::\n')).rejects.toThrow(/may only contain :::tab/);
  });
});
