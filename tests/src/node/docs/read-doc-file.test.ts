import { describe, expect, it } from 'vitest';
import { SiteConfigError } from '../../../../schema/config-error';
import { readDocFile } from '../../../../src/node/docs/read-doc-file';

function readError(text: string): SiteConfigError {
  try {
    readDocFile(text, 'content/current/fx.md');
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return error as SiteConfigError;
  }
  throw new Error('expected readDocFile to throw');
}

describe('readDocFile', () => {
  it('splits the front matter from the body and says where the body starts', () => {
    const file = readDocFile('---\ntitle: Fx\nsidebar_position: 2\n---\n# Fx\n\nText\n', 'content/current/fx.md');
    expect(file.frontMatter).toEqual({ title: 'Fx', sidebar_position: 2, draft: false, hide_table_of_contents: false });
    expect(file.title).toBe('Fx');
    expect(file.body).toBe('# Fx\n\nText\n');
    expect(file.bodyStartLine).toBe(5);
  });

  it('accepts Windows line endings and a file that is only front matter', () => {
    expect(readDocFile('---\r\ntitle: Fx\r\n---\r\nBody\r\n', 'fx.md')).toMatchObject({
      frontMatter: { title: 'Fx' },
      body: 'Body\r\n',
    });
    expect(readDocFile('---\ntitle: Fx\n---', 'fx.md')).toMatchObject({ body: '' });
    expect(readDocFile('\uFEFF---\ntitle: Fx\n---\nBody', 'fx.md')).toMatchObject({
      frontMatter: { title: 'Fx' },
      body: 'Body',
      bodyStartLine: 4,
    });
  });

  it('reads a page without front matter, as Docusaurus does, titled by its first heading', () => {
    expect(readDocFile('# Fx\n\nText\n', 'content/current/fx.md')).toMatchObject({
      title: 'Fx',
      hasContentTitle: true,
      body: '# Fx\n\nText\n',
      bodyStartLine: 1,
    });
  });

  it('reports front matter problems at their line in the page, after the opening ---', () => {
    expect(
      readError('---\ntitle: Fx\nsidebar_position: high\ndraft: maybe\n---\nBody\n').message,
    ).toMatchInlineSnapshot(`
      "content/current/fx.md has 2 problems:
        content/current/fx.md:3:19 sidebar_position: expected a number, got "high".
        content/current/fx.md:4:8 draft: expected true or false, got "maybe".
      Fix them in content/current/fx.md; nothing was built from it."
    `);
  });

  it('takes a missing title from the first top-level "#" heading, else from the file name', () => {
    const fromHeading = readDocFile(
      '---\ndescription: x\n---\n```md\n# In code\n```\n\n:::note\n# In a note\n:::\n\n# The *real* title\n',
      'content/current/fx.md',
    );
    expect(fromHeading).toMatchObject({ title: 'The real title', hasContentTitle: true });
    expect(readDocFile('---\ndescription: x\n---\nNo heading.\n', 'content/current/fx.md')).toMatchObject({
      title: 'fx',
      hasContentTitle: false,
    });
  });

  it('keeps an empty title empty, as Docusaurus does, and names the page by its heading or file name instead', () => {
    expect(readDocFile('---\ntitle: ""\n---\n# Heading\n', 'content/current/fx.md')).toMatchObject({
      title: '',
      name: 'Heading',
      hasContentTitle: true,
    });
    expect(readDocFile("---\ntitle: ''\n---\nNo heading.\n", 'content/current/fx.md')).toMatchObject({
      title: '',
      name: 'fx',
      hasContentTitle: false,
    });
    expect(readDocFile("---\ntitle: '  '\n---\nNo heading.\n", 'content/current/fx.md')).toMatchObject({ name: 'fx' });
    expect(readDocFile('---\ntitle: Fx\n---\n# Heading\n', 'content/current/fx.md')).toMatchObject({
      title: 'Fx',
      name: 'Fx',
    });
  });

  it('takes a missing description from the first line of text of the body, and keeps an empty one empty', () => {
    const body = "# Fx\n\nimport Tabs from '@theme/Tabs';\n\n:::tip\n\nFx **builds** an `F[A]`.\n\n:::\n";
    expect(readDocFile(`---\ntitle: Fx\n---\n${body}`, 'content/current/fx.md').description).toBe('Fx builds an F[A].');
    expect(readDocFile(`---\ndescription: Written.\n---\n${body}`, 'content/current/fx.md').description).toBe(
      'Written.',
    );
    expect(readDocFile(`---\ndescription: ''\n---\n${body}`, 'content/current/fx.md').description).toBe('');
    expect(readDocFile('---\ntitle: Fx\n---\n# Fx\n', 'content/current/fx.md').description).toBeUndefined();
  });

  it('reports YAML that does not parse', () => {
    const error = readError('---\ntitle: Fx\ntitle: Again\n---\n');
    expect(error.problems.map((problem) => problem.message)).toEqual(['is not valid YAML: Map keys must be unique.']);
  });

  it('reports a YAML syntax error in front matter at its line in the page', () => {
    const error = readError('---\ntitle: Fx\ntitle: Again\n---\n');
    expect(error.problems[0]).toMatchObject({ line: 3, column: 1 });
  });
});
