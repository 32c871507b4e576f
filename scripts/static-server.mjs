// A small static file server for the playground and the e2e tests: serves
// the repository (or --root DIR, e.g. dist/) on 127.0.0.1 with the MIME
// types ES modules and WASM need.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

// Names the built site gives by content (scripts/site-bundle.mjs,
// scripts/site-files.mjs): a changed file gets a new name, so these may be
// kept without asking again.
const HASHED = /\/web\/(js\/[\w-]+-[A-Z0-9]{8}|first-paint-[\w-]{8})\.js$/;

export const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

// compress: gzip what the browser accepts it for, as a host would (the
// first-verdict bench); off for the tests, which count raw bytes.
// cacheControl: the header sent with every file not named by its content;
// the browser tests, whose files do not change during a run, let the
// browser keep them (max-age).
export function startServer({ root = repoRoot, port = 0, host = '127.0.0.1', compress = false, cacheControl = 'no-cache' } = {}) {
  const gzipped = new Map(); // etag -> compressed body
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) throw Object.assign(new Error('outside'), { code: 'ENOENT' });
      let info = await stat(file);
      if (info.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file);
      }
      // Any origin may load the files: <sg-playground> is embedded from
      // other sites with one module script tag, which needs CORS. The
      // validator lets a browser revalidate with 304 and keep the code it
      // compiled from the file (scripts and WASM alike). no-cache (the
      // default) revalidates each time, so an edited file shows on reload.
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const headers = {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': HASHED.test(path) ? 'public, max-age=31536000, immutable' : cacheControl,
        ETag: etag,
        'Access-Control-Allow-Origin': '*',
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      let body = await readFile(file);
      if (compress && /gzip/.test(req.headers['accept-encoding'] ?? '') && !/\.(png)$/.test(file)) {
        if (!gzipped.has(etag)) gzipped.set(etag, gzipSync(body, { level: 9 }));
        body = gzipped.get(etag);
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolvePromise({ server, url: `http://${host}:${actual}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--port');
  const port = i > 0 ? Number(process.argv[i + 1]) : 8000;
  const r = process.argv.indexOf('--root');
  const { url } = await startServer({ port, root: r > 0 ? resolve(process.argv[r + 1]) : repoRoot });
  console.log(`SG Playground is served at ${url}`);
  console.log('Press Ctrl+C to stop.');
}
