import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves a static folder on 127.0.0.1 (a free port). With spaFallback, unknown paths get
 * index.html, as the product server does for client-side routes.
 * @param {string} root
 * @param {{ spaFallback?: boolean }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveFolder(root, { spaFallback = false } = {}) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (!spaFallback) {
        response.writeHead(404).end();
        return;
      }
      file = join(root, 'index.html');
    }
    response.writeHead(200, { 'content-type': types[/** @type {keyof typeof types} */ (extname(file))] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}
