import { describe, expect, it } from 'vitest';
import { MarkdownSyntaxError } from '../../../../src/node/markdown/index.js';
import { dedent, dom, render } from './helpers.js';

/** Each tab as a reader sees it: its label, whether it is shown first, and its panel's text. */
async function tabsOf(markdown: string): Promise<[string | null, string | null, string][]> {
  const fragment = dom((await render(dedent(markdown))).html);
  return [...fragment.querySelectorAll('[role="tab"]')].map((tab) => [
    tab.textContent,
    tab.getAttribute('aria-selected'),
    fragment.getElementById(tab.getAttribute('aria-controls') ?? '')?.textContent?.trim() ?? '',
  ]);
}

async function problems(markdown: string): Promise<string> {
  const error = await render(dedent(markdown)).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MarkdownSyntaxError);
  return (error as MarkdownSyntaxError).message;
}

describe('<Tabs values={[…]}>, as Docusaurus 2 pages write it', () => {
  it('labels the tabs from values, in its order, and shows each <TabItem> under its value', async () => {
    expect(
      await tabsOf(`
        <Tabs
          defaultValue="sbt"
          values={[
            {label: 'sbt', value: 'sbt'},
            { label: "Mill", value: "mill" },
            {'label': 'Scala CLI', "value": 'scala-cli',},
          ]}>
          <TabItem value="scala-cli">

          Use a directive.

          </TabItem>
          <TabItem value="sbt">
          Add it to \`libraryDependencies\`.
          </TabItem>
          <TabItem value="mill">Add it to \`ivyDeps\`.</TabItem>
        </Tabs>
      `),
    ).toEqual([
      ['sbt', 'true', 'Add it to libraryDependencies.'],
      ['Mill', 'false', 'Add it to ivyDeps.'],
      ['Scala CLI', 'false', 'Use a directive.'],
    ]);
  });

  it('reads values written with template literals, comments, escapes and entries over several lines', async () => {
    expect(
      await problems(`
        <Tabs
          values={[
            // the build tools
            {label: \`Cats Effect \${version}\`, value: 'ce3'},
          ]}>
          <TabItem value="ce3">Three.</TabItem>
        </Tabs>
      `),
    ).toContain('(the template `Cats Effect ${versi… computes its text)');
    expect(
      await tabsOf(`
        <Tabs values={[
          {
            label: \`Cats Effect 3\`, /* the current one */
            value: "ce3",
            default: true,
          },
          {label: 'It\\'s "2"', value: \`ce2\`},
        ]}>
          <TabItem value="ce2">Two.</TabItem>
          <TabItem value="ce3">Three.</TabItem>
        </Tabs>
      `),
    ).toEqual([
      ['Cats Effect 3', 'true', 'Three.'],
      ['It\'s "2"', 'false', 'Two.'],
    ]);
  });

  it('takes the label from values over the <TabItem>, and the value when values gives none, as Docusaurus does', async () => {
    expect(
      await tabsOf(`
        <Tabs values={[{label: 'From values', value: 'a'}, {value: 'b'}]}>
        <TabItem value="a" label="From the item">A</TabItem>
        <TabItem value="b" label="B item">B</TabItem>
        </Tabs>
      `),
    ).toEqual([
      ['From values', 'true', 'A'],
      ['b', 'false', 'B'],
    ]);
  });

  it('shows first the tab values marks default, else the <TabItem> marked default', async () => {
    const fromValues = await tabsOf(`
      <Tabs values={[{label: 'A', value: 'a'}, {label: 'B', value: 'b', default: true}]}>
      <TabItem value="a">A</TabItem>
      <TabItem value="b">B</TabItem>
      </Tabs>
    `);
    expect(fromValues.map(([label, selected]) => [label, selected])).toEqual([
      ['A', 'false'],
      ['B', 'true'],
    ]);
    const fromItem = await tabsOf(`
      <Tabs values={[{label: 'A', value: 'a'}, {label: 'B', value: 'b'}]}>
      <TabItem value="a">A</TabItem>
      <TabItem value="b" default>B</TabItem>
      </Tabs>
    `);
    expect(fromItem.map(([label, selected]) => [label, selected])).toEqual([
      ['A', 'false'],
      ['B', 'true'],
    ]);
  });

  it('gives a tab of values without a <TabItem> an empty panel, as Docusaurus does', async () => {
    expect(
      await tabsOf(`
        <Tabs values={[{label: 'sbt', value: 'sbt'}, {label: 'Gradle', value: 'gradle'}]}>
        <TabItem value="sbt">sbt.</TabItem>
        </Tabs>
      `),
    ).toEqual([
      ['sbt', 'true', 'sbt.'],
      ['Gradle', 'false', ''],
    ]);
  });

  it('pairs each compiled example with its own block when values orders the tabs otherwise than the page', async () => {
    const markdown = dedent(`
      <Tabs values={[{label: 'Second', value: 'b'}, {label: 'First', value: 'a'}]}>
      <TabItem value="a">

      \`\`\`scala mdoc
      val a = 1
      \`\`\`

      </TabItem>
      <TabItem value="b">

      \`\`\`scala mdoc
      val b = 2
      \`\`\`

      </TabItem>
      </Tabs>
    `);
    const compiledScala = [
      { code: 'val a = 1', rendered: 'val a = 1\n// a: Int = 1' },
      { code: 'val b = 2', rendered: 'val b = 2\n// b: Int = 2' },
    ];
    const fragment = dom((await render(markdown, { compiledScala })).html);
    const shown = [...fragment.querySelectorAll('[role="tab"]')].map((tab) => [
      tab.textContent,
      fragment.getElementById(tab.getAttribute('aria-controls') ?? '')?.querySelector('code')?.textContent,
    ]);
    expect(shown).toEqual([
      ['Second', 'val b = 2\n// b: Int = 2'],
      ['First', 'val a = 1\n// a: Int = 1'],
    ]);
  });

  it('refuses a <TabItem> that values leaves out, whose content no tab would show', async () => {
    expect(
      await problems(`
        <Tabs values={[{label: 'sbt', value: 'sbt'}]}>
        <TabItem value="sbt">sbt.</TabItem>
        <TabItem value="mill">Mill.</TabItem>
        </Tabs>
      `),
    ).toMatchInlineSnapshot(
      `"<TabItem value="mill"> is not among the values of its <Tabs>, so no tab shows it: add {label: '…', value: 'mill'} to values, or remove the <TabItem>. (line 3)"`,
    );
  });

  it('refuses values it cannot read without running code, quoting what it found', async () => {
    const page = (values: string) => `<Tabs values={${values}}>\n<TabItem value="a">A</TabItem>\n</Tabs>\n`;
    expect(await problems(page('tabs'))).toMatchInlineSnapshot(
      `"<Tabs> values={tabs} cannot be read without running code ("tabs" is code, not a literal value): write an array of {label, value} objects with quoted text, as in values={[{label: 'sbt', value: 'sbt'}]}. (line 1)"`,
    );
    expect(await problems(page("[{label: t('sbt'), value: 'a'}]"))).toMatchInlineSnapshot(
      `"<Tabs> values={[{label: t('sbt'), value: 'a'}]} cannot be read without running code ("t('sbt')" is code, not a literal value): write an array of {label, value} objects with quoted text, as in values={[{label: 'sbt', value: 'sbt'}]}. (line 1)"`,
    );
    expect(await problems(page('[...common, {value: "a"}]'))).toMatchInlineSnapshot(
      `"<Tabs> values={[...common, {value: "a"}]} cannot be read without running code ("...common" is code, not a literal value): write an array of {label, value} objects with quoted text, as in values={[{label: 'sbt', value: 'sbt'}]}. (line 1)"`,
    );
    expect(await problems(page("{label: 'A', value: 'a'}"))).toMatchInlineSnapshot(
      `"<Tabs> values={{label: 'A', value: 'a'}} is not an array: write an array of {label, value} objects, as in values={[{label: 'sbt', value: 'sbt'}]}. (line 1)"`,
    );
    expect(
      await problems(page("[{label: 'A'}, {value: 'a', attributes: {className: 'x'}}, {value: 'a'}]")),
    ).toMatchInlineSnapshot(`
      "<Tabs> values has {label: 'A'}, without a value in quotes: give each entry one, as in values={[{label: 'sbt', value: 'sbt'}]}. (line 1)
      <Tabs> values has {value: 'a', attributes: {className: 'x'}}: this site reads only value, label and default in an entry; remove attributes. (line 1)
      <Tabs> values repeats the value "a": each tab needs its own. (line 1)"
    `);
  });
});
