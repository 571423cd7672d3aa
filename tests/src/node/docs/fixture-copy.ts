import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { FIXTURE_SITE } from '../../../fixtures/site-root';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

/** A copy of a fixture site's site.yaml, content/ and public/ that a test may change; removed after the file's tests. */
export async function copyFixtureSite(from = FIXTURE_SITE): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'effectie-render-docs-'));
  roots.push(root);
  await cp(join(from, 'site.yaml'), join(root, 'site.yaml'));
  await cp(join(from, 'content'), join(root, 'content'), { recursive: true });
  // The images site.yaml names (the home page's features), where the site has its own.
  if (existsSync(join(from, 'public'))) await cp(join(from, 'public'), join(root, 'public'), { recursive: true });
  return root;
}
