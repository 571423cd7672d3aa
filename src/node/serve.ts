import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createGzip } from 'node:zlib';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { headersFor, parseHeadersFile } from './security/parse-headers-file';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

export interface ServeOptions {
  root: string;
  /** The path the site is mounted under; a request outside it is answered with 404. */
  mount: string;
  port: number;
  host?: string;
}

/**
 * Serves a built site the way static hosts do: `/x` from x.html or x/index.html, hashed assets
 * cached for a year, anything else 404.html with status 404.
 */
export async function serveStatic({ root, mount, port, host = '127.0.0.1' }: ServeOptions) {
  // The headers the build wrote for static hosts (CSP and others) apply here too.
  const rules = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8').catch(() => ''));
  const send = (request: IncomingMessage, response: ServerResponse, status: number, file: string, pathname: string) => {
    const immutable = file.includes(`${sep}assets${sep}`);
    const type = types[extname(file)] ?? 'application/octet-stream';
    // Compressed like any production host does it, so measured transfer sizes are realistic.
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && !type.startsWith('image/png');
    // Names compared without case, so a Content-Type from _headers replaces the guess above; the
    // 404 page keeps its own type, so a missing Markdown copy answers with the HTML page.
    const fromRules = Object.entries(headersFor(rules, pathname))
      .map(([name, value]) => [name.toLowerCase(), value])
      .filter(([name]) => status !== 404 || name !== 'content-type');
    response.writeHead(status, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      ...Object.fromEntries(fromRules),
    });
    const stream = createReadStream(file);
    if (gzip) stream.pipe(createGzip()).pipe(response);
    else stream.pipe(response);
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/__bad_request__';
    }
    const inside = pathname.startsWith(mount) ? `/${pathname.slice(mount.length)}` : undefined;
    if (inside !== undefined && !inside.includes('\0')) {
      const base = normalize(join(root, inside));
      // `root + sep`: a sibling folder such as dist-staging/ must not pass for dist/.
      if (base === root || base.startsWith(`${root}${sep}`)) {
        // `/x/` may also be `x.html`, as many hosts resolve it; the app shows the same page for both.
        const candidates = inside.endsWith('/')
          ? [join(base, 'index.html'), `${base.replace(/[\\/]+$/, '')}.html`]
          : [base, `${base}.html`, join(base, 'index.html')];
        for (const candidate of candidates) {
          if (await isFile(candidate)) return send(request, response, 200, candidate, pathname);
        }
      }
    }
    const notFound = join(root, '404.html');
    if (await isFile(notFound)) return send(request, response, 404, notFound, pathname);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  return new Promise<typeof server>((done) => server.listen(port, host, () => done(server)));
}

async function main() {
  const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  // As `npm run build` takes them: the output folder, and the site whose base URL it was built for.
  const { values } = parseArgs({
    options: {
      'out-dir': { type: 'string', default: 'dist' },
      'site-root': { type: 'string', default: '.' },
      config: { type: 'string', default: 'site.yaml' },
    },
  });
  const outDir = values['out-dir']!;
  const root = resolve(projectRoot, outDir);
  if (!(await isFile(join(root, 'index.html')))) {
    console.error(`${outDir}/ has no built site: build it first (\`npm run build\` builds dist/).`);
    process.exit(1);
  }
  const siteYaml = await readFile(resolve(projectRoot, values['site-root']!, values.config!), 'utf8');
  const { baseUrl = '/' } = parse(siteYaml) as { baseUrl?: string };
  const port = Number(process.env.PORT ?? 4173);
  await serveStatic({ root, mount: baseUrl, port });
  console.log(`Serving ${outDir}/ at http://127.0.0.1:${port}${baseUrl} (Ctrl+C stops it).`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
