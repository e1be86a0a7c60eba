import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EnvError, loadEnv } from './config/env.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './seed/seed.js';
import { serverRoot } from './serverRoot.js';

let env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const webRoot = join(serverRoot, '../web/dist');
const adminRoot = join(serverRoot, '../admin/dist');
/** A built app is served when its index.html is there (a build in progress has none yet), unless SERVE=api. */
const built = (root: string) => env.SERVE !== 'api' && existsSync(join(root, 'index.html'));
// Start the database (WebAssembly compile, migrations) while the HTTP modules load: a shorter cold start.
const opening = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const { buildApp } = await import('./app.js');
const handle = await opening;
await seedDatabase(handle.db, {
  adminUsername: env.ADMIN_USERNAME,
  adminPassword: env.ADMIN_PASSWORD,
  onGeneratedPassword: (username, password) =>
    // Printed once, on the first start only; set ADMIN_PASSWORD to choose it instead.
    console.log(`\n  Operator account created: ${username} / ${password}\n  (shown once — store it now)\n`),
});
const app = await buildApp({
  env,
  database: handle,
  webRoot: built(webRoot) ? webRoot : undefined,
  adminRoot: built(adminRoot) ? adminRoot : undefined,
});
const { startDemoUpstream } = await import('./modules/chat/index.js');
const stopDemo = await startDemoUpstream(app, env);
const { startDemoMidjourney } = await import('./modules/drawing/index.js');
const stopDrawingDemo = await startDemoMidjourney(app);
const { startDemoEmbeddings } = await import('./modules/knowledge/index.js');
const stopKnowledgeDemo = await startDemoEmbeddings(app);
// Demo mode's shared samples (示例), drawn in the background once.
const { seedDemoMarket } = await import('./modules/market/index.js');
void seedDemoMarket(app).catch((error: unknown) => app.log.warn({ err: error }, 'demo market samples failed'));

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database (onClose).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    Promise.all([app.close(), stopDemo?.(), stopDrawingDemo?.(), stopKnowledgeDemo?.()]).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
