// A page the size of the longest one the site will have, for benchmarks only: about 2,500 words,
// 60 Scala blocks with evaluated output, 3 tab groups, 2 admonitions and 20 headings. It is
// written into a copy of the site, never into content/.
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSiteConfig } from '../../schema/parse';
import { readDocFile } from '../../src/node/docs/read-doc-file';
import { exampleCacheKey } from '../../src/node/examples/cache-key';
import { findScalaBlocks } from '../../src/node/examples/scala-blocks';

const SET = 'current-ce3';
export const LONG_PAGE_ROUTE = '/docs/bench/long-page';

const WORDS =
  'an effect type suspends the call so the legacy client runs only when the program runs and a thrown exception becomes a value the caller can match on'.split(
    ' ',
  );

function prose(seed: number, words: number): string {
  const out: string[] = [];
  for (let index = 0; index < words; index++) out.push(WORDS[(seed * 7 + index * 3) % WORDS.length]!);
  return `${out.join(' ')}.`;
}

function scalaBlock(section: number, block: number): { code: string; rendered: string } {
  const name = `step${section}x${block}`;
  const code = [
    `def ${name}[F[_]: Fx](id: Long): F[Either[AppError, User]] =`,
    `  effectOf[F](client.fetch(id))`,
    `    .map(user => Option(user).toRight[AppError](NotFound(UserId(id))))`,
    `    .catchNonFatalEither[AppError] {`,
    `      case e: IllegalArgumentException => Unexpected(e.getMessage)`,
    `    }`,
    '',
    `${name}[IO](${section * 3 + block}L).unsafeRunSync()`,
  ].join('\n');
  const output = [
    `// res${section * 3 + block}: Either[AppError, User] = Left(`,
    `//   value = NotFound(id = UserId(value = ${section * 3 + block}L))`,
    '// )',
  ];
  return { code, rendered: `${code}\n${output.join('\n')}` };
}

function tabs(index: number): string {
  return [
    `::::tabs{groupId="build-tool"}`,
    ':::tab[sbt]',
    '```sbt',
    `libraryDependencies += "io.kevinlee" %% "effectie-cats-effect3" % "2.2.0" // ${index}`,
    '```',
    ':::',
    ':::tab[Mill]',
    '```mill',
    'ivy"io.kevinlee::effectie-cats-effect3:2.2.0"',
    '```',
    ':::',
    '::::',
  ].join('\n');
}

/** The page's markdown and what its blocks would compile to. */
function longPage(): { markdown: string; rendered: string[] } {
  const parts: string[] = ['---', 'title: A long reference page', `examples: ${SET}`, '---', '', prose(0, 60), ''];
  const rendered: string[] = [];
  for (let section = 0; section < 20; section++) {
    parts.push(
      section % 4 === 3 ? `### Section ${section + 1}` : `## Section ${section + 1}`,
      '',
      prose(section + 1, 45),
      '',
    );
    for (let block = 0; block < 3; block++) {
      const { code, rendered: output } = scalaBlock(section, block);
      parts.push('```scala', code, '```', '', prose(section * 3 + block, 25), '');
      rendered.push(output);
    }
    if (section % 7 === 2) parts.push(tabs(section), '');
    if (section % 10 === 5) parts.push(':::tip[Keep the call lazy]', prose(section, 30), ':::', '');
  }
  return { markdown: parts.join('\n'), rendered };
}

/** A copy of the site with the long page added at LONG_PAGE_ROUTE; returns the copy's folder. */
export async function siteWithLongPage(projectRoot: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'effectie-bench-'));
  // The site's files whole: public/ gives the pages their logos, api-reference/ its reference pages.
  for (const entry of ['site.yaml', 'content', 'compiled-examples', 'api-reference', 'public'])
    await cp(join(projectRoot, entry), join(root, entry), { recursive: true });
  const { markdown, rendered } = longPage();
  await mkdir(join(root, 'content/current/bench'), { recursive: true });
  await writeFile(join(root, 'content/current/bench/long-page.md'), markdown);
  const { value: config } = parseSiteConfig(await readFile(join(root, 'site.yaml'), 'utf8'));
  const set = config.examples.sets.find((candidate) => candidate.name === SET)!;
  const { body, bodyStartLine } = readDocFile(markdown, 'content/current/bench/long-page.md');
  const { blocks } = findScalaBlocks(body, bodyStartLine);
  // Generated, not compiled: the long page has no types.
  const cache = {
    page: 'content/current/bench/long-page.md',
    set: SET,
    key: exampleCacheKey(blocks, set, config.examples),
    rendered,
    types: { entries: [], blocks: rendered.map(() => []) },
  };
  await mkdir(join(root, 'compiled-examples/current/bench'), { recursive: true });
  await writeFile(join(root, 'compiled-examples/current/bench/long-page.json'), JSON.stringify(cache));
  return root;
}
