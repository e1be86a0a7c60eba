import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** sha256 CSP sources of the inline <script> blocks in the built index.html. */
export function inlineScriptHashes(webRoot: string | undefined): string[] {
  const index = webRoot ? join(webRoot, 'index.html') : undefined;
  if (!index || !existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
}

/** Hashed build output never changes under its name; everything else is revalidated on each visit. */
export function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web app; client-side routes (/chat/1, /draw/midjourney …) get index.html.
 * The build writes .br and .gz beside each text file, so compression costs nothing per request.
 */
export default fp<{ webRoot: string }>(async function webShell(app: FastifyInstance, { webRoot }) {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', cacheControlFor(path)),
  });
});
