import { describe, expect, it } from 'vitest';
import { contentDescription } from '../../../../src/node/docs/content-description';

const page = (...lines: string[]) => `${lines.join('\n')}\n`;

/** The summary a page without `description` gets, line for line as Docusaurus 3 picks it. */
describe('contentDescription', () => {
  it('is the first line of the first paragraph, not the whole paragraph', () => {
    expect(
      contentDescription(
        page('Effectie gives one tagless-final abstraction', 'over several effect libraries.', '', 'Second paragraph.'),
      ),
    ).toBe('Effectie gives one tagless-final abstraction');
  });

  it('passes over the title heading, "#" or underlined, but takes the words of a section heading', () => {
    expect(contentDescription(page('# Fx', '', 'Fx builds an F[A].'))).toBe('Fx builds an F[A].');
    expect(contentDescription(page('', 'Fx', '====', '', 'Fx builds an F[A].'))).toBe('Fx builds an F[A].');
    expect(contentDescription(page('## Construct an *F[A]* {#construct}', '', 'Text.'))).toBe('Construct an F[A]');
    expect(contentDescription(page('### Error handling ###', 'Text.'))).toBe('Error handling');
  });

  it('passes over import and export declarations, to the blank line that ends each', () => {
    const body = page(
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      'export const versions = {',
      "  current: '2.2.0',",
      '};',
      '',
      'Pick the module of your effect library.',
    );
    expect(contentDescription(body)).toBe('Pick the module of your effect library.');
  });

  it('passes over code blocks, a shorter fence inside a longer one included', () => {
    const body = page(
      '````md',
      '```scala',
      'Fx[IO].effectOf(1)',
      '```',
      '````',
      '',
      '~~~',
      'not this',
      '~~~',
      '',
      'After the examples.',
    );
    expect(contentDescription(body)).toBe('After the examples.');
  });

  it('passes over admonition and tab fences, JSX tags and comments, to the first words inside', () => {
    expect(
      contentDescription(page(':::caution Mixing libraries', '', 'Pick one effect library per module.', '', ':::')),
    ).toBe('Pick one effect library per module.');
    expect(
      contentDescription(
        page(
          '::::tabs{groupId="build-tool"}',
          ':::tab[sbt]',
          '```sbt',
          'libraryDependencies += x',
          '```',
          'Add it to build.sbt.',
        ),
      ),
    ).toBe('Add it to build.sbt.');
    expect(
      contentDescription(
        page(
          '<Tabs groupId="build-tool">',
          '  <TabItem value="sbt" label="sbt" default>',
          '',
          '    Add it to build.sbt.',
        ),
      ),
    ).toBe('Add it to build.sbt.');
    expect(
      contentDescription(
        page('<!-- Kept in step with', 'the README. -->', '{/* a note for editors */}', '', 'What readers see.'),
      ),
    ).toBe('What readers see.');
    expect(contentDescription(page('<details>', '<summary>Why Maven Central?</summary>'))).toBe('Why Maven Central?');
  });

  it('takes the Markdown off, keeping the words of links, images, emphasis and inline code as written', () => {
    const line =
      'Use **`Fx`** for `F[_]: Fx` and `can_catch`[^1], see [the guide](./guide.md) or [the API][api] ~~now~~ :rocket:.';
    expect(contentDescription(page(line))).toBe('Use Fx for F[_]: Fx and can_catch, see the guide or the API now.');
    expect(contentDescription(page('![The Fx type class](/img/fx.svg)'))).toBe('The Fx type class');
    expect(contentDescription(page('> Effectie 2 needs **Scala 2.12** or later.'))).toBe(
      'Effectie 2 needs Scala 2.12 or later.',
    );
    expect(contentDescription(page('- Cats Effect 3', '- Monix'))).toBe('Cats Effect 3');
    expect(contentDescription(page('Options &amp; <abbr title="higher-kinded">HK</abbr> types'))).toBe(
      'Options & HK types',
    );
  });

  it('reads Windows line endings, and is undefined for a body without a line of text', () => {
    expect(contentDescription('# Fx\r\n\r\nFx builds an F[A].\r\n')).toBe('Fx builds an F[A].');
    expect(
      contentDescription(
        page('# Fx', '', '```scala', 'val fa = Fx[IO].pureOf(1)', '```', '', '---', '<DocCardList />'),
      ),
    ).toBeUndefined();
    expect(contentDescription('')).toBeUndefined();
  });
});
