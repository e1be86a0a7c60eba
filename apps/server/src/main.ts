import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';

const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const app = await buildApp({ webRoot, logger: true });
await app.listen({ port, host });
