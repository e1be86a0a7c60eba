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

/** preValidation of both chat turns (chat-process, chat-file-analysis): a new question needs text; a regenerate does not. */
export async function requirePrompt(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const body = request.body as { prompt?: string; regenerate?: boolean } | undefined;
  if (body && !body.regenerate && !body.prompt?.trim()) {
    await reply.code(400).send({
      code: 400,
      data: null,
      message: languageOf(request.headers['accept-language']) === 'en' ? 'Please enter a message' : '请输入内容',
      success: false,
    });
  }
}
