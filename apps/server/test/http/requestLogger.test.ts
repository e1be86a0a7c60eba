import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from '../../src/http/requestLogger.js';

/** A Fastify app logging into memory at `level`, with a route that logs one warning when asked to. */
async function appAt(level: 'warn' | 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyRequestLogger });
  // Request loggers are children of app.log: count them.
  let children = 0;
  const child = app.log.child.bind(app.log);
  app.log.child = ((...args: Parameters<typeof child>) => {
    children += 1;
    return child(...args);
  }) as typeof app.log.child;
  app.get('/quiet', async () => 'ok');
  app.get('/warns', async (request) => {
    request.log.warn({ reason: 'test' }, 'a warning');
    request.log.info('an info line');
    return request.id;
  });
  await app.ready();
  return { app, lines, children: () => children };
}

describe('the request logger', () => {
  it('at warn, makes no child for a request that logs nothing; a warning carries the request id', async () => {
    const { app, lines, children } = await appAt('warn');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
    const reply = await app.inject({ method: 'GET', url: '/warns' });
    expect(children()).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'a warning', reason: 'test', reqId: reply.body });
    await app.close();
  });

  it('at info, logs every request with its id, as Fastify does', async () => {
    const { app, lines } = await appAt('info');
    await app.inject({ method: 'GET', url: '/warns' });
    const messages = lines.filter((line) => line.reqId).map((line) => line.msg);
    expect(messages).toEqual(['incoming request', 'a warning', 'an info line', 'request completed']);
    expect(new Set(lines.filter((line) => line.reqId).map((line) => line.reqId)).size).toBe(1);
    await app.close();
  });
});
