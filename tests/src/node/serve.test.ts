import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from '../../../src/node/security/headers';
import { serveStatic } from '../../../src/node/serve';

describe('the static server', () => {
  let folder: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'effectie-serve-'));
    await mkdir(join(folder, 'site'));
    await mkdir(join(folder, 'site-private'));
    await writeFile(join(folder, 'site', 'index.html'), '<h1>Public</h1>');
    await writeFile(join(folder, 'site', '404.html'), '<h1>Not here</h1>');
    await writeFile(join(folder, 'site', 'page.md'), '# Page');
    await writeFile(join(folder, 'site', '_headers'), headersFile('/', {}, ['page.md']));
    await writeFile(join(folder, 'site-private', 'secret.txt'), 'TOP SECRET');
    server = await serveStatic({ root: join(folder, 'site'), mount: '/', port: 0 });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    await rm(folder, { recursive: true, force: true });
  });

  const get = (path: string) =>
    new Promise<{ status: number; body: string; type?: string }>((done, fail) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () =>
          done({
            status: incoming.statusCode ?? 0,
            body,
            ...(path.endsWith('.md') ? { type: incoming.headers['content-type'] } : {}),
          }),
        );
      });
      outgoing.on('error', fail);
      outgoing.end();
    });

  it('serves its folder and answers 404 for what is not in it', async () => {
    expect(await get('/')).toEqual({ status: 200, body: '<h1>Public</h1>' });
    expect(await get('/../site-private/secret.txt')).toEqual({ status: 404, body: '<h1>Not here</h1>' });
    expect(await get('/%2e%2e/%2e%2e/etc/passwd')).toEqual({ status: 404, body: '<h1>Not here</h1>' });
  });

  it('never serves a sibling folder whose name starts like its own', async () => {
    const response = await get('/..%2fsite-private/secret.txt');
    expect(response.body).not.toContain('TOP SECRET');
    expect(response.status).toBe(404);
  });

  it('types a Markdown copy by the rule of _headers, and the 404 page for a missing one as HTML', async () => {
    expect(await get('/page.md')).toEqual({ status: 200, body: '# Page', type: 'text/markdown; charset=utf-8' });
    expect(await get('/missing.md')).toEqual({
      status: 404,
      body: '<h1>Not here</h1>',
      type: 'text/html; charset=utf-8',
    });
  });
});
