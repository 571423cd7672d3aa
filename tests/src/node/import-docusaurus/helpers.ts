import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll } from 'vitest';

/** A Docusaurus 3 site in Docusaurus's own layout: versions, both kinds of sidebars, mdoc fences, a React page. */
export const DOCUSAURUS3_SITE = resolve(__dirname, '../../../fixtures/docusaurus3-site');

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

export const git = (root: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Site Owner', '-c', 'user.email=owner@example.org', '-c', 'init.defaultBranch=main', ...args],
    { cwd: root, encoding: 'utf8' },
  );

/** A folder removed after the tests, holding `files`. */
export async function folderWith(prefix: string, files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

/** effectie's kinds of files: those the import replaces, and code it keeps. */
export const CHECKOUT_FILES: Readonly<Record<string, string>> = {
  'site.yaml': 'title: Effectie\n',
  'content/current/index.md': '# Effectie\n',
  'compiled-examples/current/index.json': '{}\n',
  'api-reference/current/effectie-core.json': '{}\n',
  'public/img/logo.svg': '<svg/>\n',
  'tests/site/pages.spec.ts': "test('has effectie\\'s 47 pages');\n",
  'tests/every-site/pages.spec.ts': "test('every page answers');\n",
  'src/keep.ts': 'export {};\n',
};

/** A checkout with effectie's kinds of files, everything committed. */
export async function committedCheckout(): Promise<string> {
  const root = await folderWith('import-checkout-', CHECKOUT_FILES);
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'The site');
  return root;
}

/** This checkout as a site owner has it: its files (committed or not, but not ignored) in a git checkout of their own, node_modules linked. */
export async function checkoutCopy(): Promise<string> {
  const projectRoot = resolve(__dirname, '../../../..');
  const checkout = await folderWith('import-build-', {});
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(projectRoot, file)));
  for (const file of files) {
    await mkdir(dirname(join(checkout, file)), { recursive: true });
    await cp(join(projectRoot, file), join(checkout, file));
  }
  await symlink(join(projectRoot, 'node_modules'), join(checkout, 'node_modules'), 'dir');
  git(checkout, 'init', '-q');
  git(checkout, 'add', '-A');
  git(checkout, 'commit', '-qm', 'The checkout');
  return checkout;
}
