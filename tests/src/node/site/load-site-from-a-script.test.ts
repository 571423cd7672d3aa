import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from '../../../fixtures/site-root';

const ROOT = resolve(__dirname, '../../../..');
const folder = mkdtempSync(join(tmpdir(), 'effectie-script-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the build's site loader", () => {
  it('reads site.yaml from a plain tsx script, with no loader flag', () => {
    const script = join(folder, 'read-site.mts');
    writeFileSync(
      script,
      [
        `import { loadSite } from ${JSON.stringify(join(ROOT, 'src/node/site/load-site.ts'))};`,
        `const site = await loadSite({ siteRoot: ${JSON.stringify(FIXTURE_SITE)}, compiledExamples: 'skip' });`,
        'console.log(JSON.stringify({ title: site.config.title, versions: site.docs.versions.map((version) => version.name), items: site.config.navbar.items.map((item) => item.type) }));',
      ].join('\n'),
    );
    const output = execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [script], { encoding: 'utf8', cwd: folder });
    const yaml = readFileSync(join(FIXTURE_SITE, 'site.yaml'), 'utf8');
    const read = JSON.parse(output) as { title: string; versions: string[]; items: string[] };
    expect(yaml).toContain(`title: ${read.title}`);
    expect(read.versions.length).toBeGreaterThan(0);
    expect(read.items.length).toBeGreaterThan(0);
  });
});
