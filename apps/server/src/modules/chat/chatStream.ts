import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Turn } from './chatService.js';
import { languageOf } from '../../http/validationMessage.js';

/**
 * Streams an accepted turn as docs/chat.md describes: newline-delimited JSON frames, each written (and so flushed)
 * as it comes, proxy buffering off, no compression; the client closing the request aborts the upstream.
 */
export async function streamTurn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, turn: Turn): Promise<void> {
  const controller = new AbortController();
  const res = reply.raw;
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new Error('client closed the stream'));
  });
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  res.flushHeaders();
  for await (const frame of app.chat.run(turn, controller.signal, languageOf(request.headers['accept-language']))) {
    if (!res.destroyed) res.write(`${JSON.stringify(frame)}\n`);
  }
  if (!res.destroyed) res.end();
}
