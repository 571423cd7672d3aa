import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { heaviestPage } from '../../../scripts/bench/scale-weight';

let dist: string | undefined;
afterEach(async () => {
  if (dist !== undefined) await rm(dist, { recursive: true, force: true });
});

describe('the heaviest page of a build', () => {
  it('is the page whose HTML is largest as the server sends it, compressed, not the longest file', async () => {
    dist = await mkdtemp(join(tmpdir(), 'scale-weight-'));
    await mkdir(join(dist, 'docs/api'), { recursive: true });
    await mkdir(join(dist, 'assets'));
    // A reference page repeats itself and compresses to little; a page of examples does not.
    await writeFile(
      join(dist, 'docs/api/effectie-core.html'),
      `<main>${'<li><code>def effectOf[A](a: => A): F[A]</code></li>'.repeat(2000)}</main>`,
    );
    const examples = Array.from(
      { length: 3000 },
      (_, index) => `<span>res${index}: Int = ${(index * 7919) % 104729}</span>`,
    ).join('');
    await writeFile(join(dist, 'docs/construct.html'), `<main>${examples}</main>`);
    await writeFile(join(dist, 'index.html'), '<main>Effectie</main>');
    // Neither a script nor the not-found page is a page of the site.
    await writeFile(join(dist, 'assets/app.html'), 'x'.repeat(500_000));
    await writeFile(join(dist, '404.html'), Array.from({ length: 50_000 }, (_, index) => index.toString(36)).join(' '));
    expect(await heaviestPage(dist)).toBe('/docs/construct');
  });
});
