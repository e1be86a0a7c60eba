import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|html|svg|json|txt|map)$/;

function* files(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build, at maximum compression,
 * for the server to send as they are (no compression work per request).
 */
export const precompress = (): Plugin => ({
  name: 'lingxi-precompress',
  apply: 'build',
  writeBundle(options) {
    const folder = options.dir;
    // The server-side first-paint bundle is read from disk by the API server, never sent.
    if (!folder || this.environment.config.build.ssr) return;
    for (const path of files(folder)) {
      if (!compressible.test(path) || path.endsWith('.map')) continue;
      const content = readFileSync(path);
      if (content.length < 1024) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  },
});
