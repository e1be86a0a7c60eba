// Writes the OpenAPI document of every route to the path given (npm run api:gen).
import { writeFileSync } from 'node:fs';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';

const target = process.argv[2];
if (!target) throw new Error('usage: emitOpenapi <output.json>');

const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ env: loadEnv({}), database, logger: false });
await app.ready();
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
