import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine, type LocalEngine } from '../../../../src/client/search/engine/local-engine';
import { runRequest } from '../../../../src/client/search/engine/run-request';
import { docRecords } from '../../../../src/node/search/build-records';
import { render } from '../../node/markdown/helpers';
import { renderedDoc } from '../../node/search/rendered-doc';

/**
 * Scala names things with dots (`Fx.pureOf`, `effectie.syntax.fx`): pages written in markdown,
 * indexed as the build indexes them, and searched as the modal searches them.
 */
const pages: Record<string, [title: string, markdown: string]> = {
  '/docs/fx': [
    'Fx',
    [
      '## pureOf',
      'Wrap a value that is already computed with `Fx.pureOf`.',
      '## Lifting',
      'The Fx instance lifts a plain value with pureOf, without suspending it.',
    ].join('\n\n'),
  ],
  '/docs/console': [
    'ConsoleFx',
    ['## Syntax: effectie.syntax.console', 'Import the syntax to call putStrLn on any effect.'].join('\n\n'),
  ],
  '/docs/import': [
    'What to Import',
    ['## The syntax', '- `effectie.syntax.fx._`', '- `effectie.syntax.error._`'].join('\n\n'),
  ],
  '/docs/can-catch': [
    'CanCatch',
    ['## catchNonFatal', '`CanCatch.catchNonFatal` turns a thrown exception into a `Left`.'].join('\n\n'),
  ],
};

let engine: LocalEngine;
beforeAll(async () => {
  const records = [];
  for (const [path, [title, markdown]] of Object.entries(pages)) {
    const { html } = await render(markdown);
    const doc = renderedDoc({ path, title, html });
    records.push(...docRecords(doc, { baseUrl: '/', language: 'en', sidebar: [], fallbackLvl0: 'Docs' }));
  }
  engine = createLocalEngine(records);
});

const hits = (query: string) =>
  runRequest([engine], { indexName: 'local', query }).hits.map((hit) => `${hit.url} ${hit.content ?? ''}`.trim());

describe('dotted API names', () => {
  it('are kept whole by the record builder, in headings and in inline code', () => {
    expect(engine.records.map((record) => record.content ?? record.hierarchy[record.type as 'lvl2'])).toEqual(
      expect.arrayContaining([
        'Wrap a value that is already computed with Fx.pureOf.',
        'Syntax: effectie.syntax.console',
        'effectie.syntax.fx._',
      ]),
    );
  });

  it('find the text that names them first, and the texts with their words apart after it', () => {
    const found = hits('Fx.pureOf');
    expect(found[0]).toBe('/docs/fx#pureof Wrap a value that is already computed with Fx.pureOf.');
    expect(found).toContain('/docs/fx#lifting The Fx instance lifts a plain value with pureOf, without suspending it.');
    expect(hits('CanCatch.catchNonFatal')[0]).toBe(
      '/docs/can-catch#catchnonfatal CanCatch.catchNonFatal turns a thrown exception into a Left.',
    );
  });

  it('are found by their last part, and by its camelCase words', () => {
    expect(hits('pureOf')).toContain('/docs/fx#pureof Wrap a value that is already computed with Fx.pureOf.');
    expect(hits('pure of')).toContain('/docs/fx#pureof Wrap a value that is already computed with Fx.pureOf.');
  });

  it('outrank a heading that has some of their words, also while the last part is being typed', () => {
    // "Syntax: effectie.syntax.console" has two of the three words in a heading, and "fx" in its page's title.
    expect(hits('effectie.syntax.fx')[0]).toBe('/docs/import#the-syntax effectie.syntax.fx._');
    expect(hits('effectie.syntax.f')[0]).toBe('/docs/import#the-syntax effectie.syntax.fx._');
    expect(hits('effectie.syntax.fx')).toContain('/docs/console#syntax-effectiesyntaxconsole');
  });

  it('keep their dots in the nearest query a misspelling is offered', () => {
    expect(engine.suggest('Fx.puerOf')).toBe('Fx.pureOf');
  });
});
