import { execFileSync } from 'node:child_process';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderDocs, type RenderedDoc } from '../../../../src/node/docs/render-docs';
import { loadSite } from '../../../../src/node/site/load-site';
import { copyFixtureSite as copyProject } from './fixture-copy';

// The fixture site in a git repository of its own, whose commits date its pages.
const pageOf = (docs: readonly RenderedDoc[], versionName: string, id: string) =>
  docs.find((doc) => doc.versionName === versionName && doc.data.id === id)!.data;

describe('renderDocs: the date at the end of each page', () => {
  it("dates each page by its last commit, in the site's language, unless docs.lastUpdated is false", async () => {
    const root = await copyProject();
    const env = {
      ...process.env,
      GIT_AUTHOR_NAME: 'A',
      GIT_AUTHOR_EMAIL: 'a@example.org',
      GIT_COMMITTER_NAME: 'A',
      GIT_COMMITTER_EMAIL: 'a@example.org',
    };
    const git = (args: string[], date: string) =>
      execFileSync('git', args, { cwd: root, env: { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
    git(['init', '-q'], '2024-01-01T00:00:00Z');
    git(['add', '.'], '2024-01-01T00:00:00Z');
    git(['commit', '-q', '-m', 'first'], '2024-01-02T23:30:00Z');
    await appendFile(join(root, 'content/current/index.md'), '\nOne more line.\n');
    git(['commit', '-q', '-am', 'second'], '2025-03-04T12:00:00Z');

    const docs = await renderDocs(await loadSite({ siteRoot: root }));
    expect(pageOf(docs, 'current', 'index').lastUpdated).toEqual({
      iso: '2025-03-04T12:00:00.000Z',
      text: 'March 4, 2025',
    });
    expect(pageOf(docs, 'v1', 'index').lastUpdated).toEqual({
      iso: '2024-01-02T23:30:00.000Z',
      text: 'January 2, 2024',
    });

    const yaml = await readFile(join(root, 'site.yaml'), 'utf8');
    await writeFile(join(root, 'site.yaml'), yaml.replace(/^docs:\n/m, 'docs:\n  lastUpdated: false\n'));
    expect(
      pageOf(await renderDocs(await loadSite({ siteRoot: root })), 'current', 'index').lastUpdated,
    ).toBeUndefined();
  });
});
