// The framework's own ceiling: a bare Fastify route on the same machine, for comparison.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 200, data: { hello: '灵犀' }, message: 'ok', success: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
