import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: the nearest folder with a package.json above this module. The same answer from the
 * sources (src/…, tests) and from the bundle (dist/main.js), whose module paths differ.
 */
function findServerRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('apps/server/package.json not found');
    folder = parent;
  }
  return folder;
}

export const serverRoot = findServerRoot();
