// `npm run build`: the server as one ES module, dist/main.js. Node then loads one file instead of
// ~900 (fastify, typebox, drizzle…): cold start 1.65 → 1.1 s and 15 MB less resident memory
// (docs/benchmarks.md). Packages that read files beside their own code stay external.
// A second entry, dist/createCluster.js, is the short-lived child that creates and migrates a new
// embedded cluster (src/db/createCluster.ts; db/client.ts starts it from beside main.js).
// @lingxi/sim is a runtime dependency (demo mode's chat simulator, modules/chat/demoUpstream.ts): it is
// bundled from its TypeScript source like the server's own code.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', createCluster: 'src/db/createCluster.ts' },
  outdir: 'dist',
  absWorkingDir: new URL('.', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  // svg-captcha reads its font file beside its own code; nodemailer loads only when SMTP is configured;
  // pdfjs-dist loads its worker module, character maps and font data from its own folder (file chat, on first PDF).
  external: [
    '@electric-sql/pglite',
    'sharp',
    '@fastify/swagger-ui',
    'pg-native',
    'svg-captcha',
    'nodemailer',
    'pdfjs-dist',
    '@node-rs/jieba',
    '@electric-sql/pglite-pgvector',
  ],
  // Bundled CommonJS packages call require(); give the module one.
  banner: { js: "import { createRequire as __lingxiRequire } from 'node:module'; const require = __lingxiRequire(import.meta.url);" },
});
