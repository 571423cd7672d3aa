import { describe, expect, it } from 'vitest';
import {
  lineOf,
  type Node,
  parseReactModule,
  summary,
  textOf,
  walk,
} from '../../../../src/node/import-docusaurus/react-module';

const firstElement = (module: NonNullable<ReturnType<typeof parseReactModule>>, name: string): Node =>
  [...walk(module.program)].find(
    (node) => node.type === 'JSXElement' && (node.openingElement as { name: { name: string } }).name.name === name,
  )!;

describe('parseReactModule', () => {
  it('reads JSX, and TypeScript with its types taken out; refuses what is neither', () => {
    expect(parseReactModule('export default () => <p>Hi</p>;', 'a.js')).toBeDefined();
    expect(parseReactModule('const n: number = 1;\nexport default () => <p>{n}</p>;', 'a.tsx')).toBeDefined();
    expect(parseReactModule('export default () => <p>;', 'a.js')).toBeUndefined();
  });
});

describe('textOf', () => {
  it("folds whitespace as JSX does, reads the site's values and keeps other expressions apart", () => {
    const module = parseReactModule(
      "const x = <p>\n  Hello <b>{siteConfig.title}</b>,<br/>{'it'} runs {count}\n  times.\n</p>;",
      'a.js',
    )!;
    expect(textOf(module, firstElement(module, 'p'), { 'siteConfig.title': 'Fixture' })).toEqual({
      text: 'Hello Fixture, it runs times.',
      code: ['count'],
    });
  });
});

describe('summary', () => {
  it('says what a page holds: its headings, its text and its links, computed ones as written', () => {
    const module = parseReactModule(
      [
        'export default function Page() {',
        '  return (',
        '    <main>',
        '      <h1>Who uses it</h1>',
        '      <p>Teams in <strong>production</strong>.</p>',
        '      {users.map((user) => <Link href={user.url}>{user.name}</Link>)}',
        '      <Link to="/docs/">Docs</Link>',
        '    </main>',
        '  );',
        '}',
      ].join('\n'),
      'page.js',
    )!;
    expect(summary(module, module.program)).toMatchInlineSnapshot(
      `"headings "Who uses it"; text "Teams in production."; links {user.name} → {user.url}, "Docs" → /docs/"`,
    );
    const empty = parseReactModule('export default () => null;', 'a.js')!;
    expect(summary(empty, empty.program)).toBe('no text that can be read without running it');
  });
});

describe('lineOf', () => {
  it("gives the file's line, also for TypeScript that esbuild rewrote", () => {
    const source =
      "type T = { a: string };\n\nconst list: T[] = [\n  { a: 'x' },\n];\nexport default () => <h2 className='t'>{list.length}</h2>;";
    const module = parseReactModule(source, 'page.tsx')!;
    expect(lineOf(module, firstElement(module, 'h2'))).toBe(6);
    const plain = parseReactModule('\n\nexport default () => <h2>x</h2>;', 'page.js')!;
    expect(lineOf(plain, firstElement(plain, 'h2'))).toBe(3);
  });
});
