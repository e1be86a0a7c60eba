import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSuccessCode } from '../envelope';

interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. `/api/config/queryFront?domain=x`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Answers one request; keyed by `METHOD /path` (path without the query). */
export type Route = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface LocalServer {
  /** `http://127.0.0.1:<port>/api` */
  baseUrl: string;
  received: ReceivedRequest[];
  close: () => Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a free port, for tests. */
export async function startLocalServer(routes: Record<string, Route>): Promise<LocalServer> {
  const received: ReceivedRequest[] = [];
  const answer = async (incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request = {
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      headers: incoming.headers,
      body: Buffer.concat(chunks),
    };
    received.push(request);
    const route = routes[`${request.method} ${new URL(request.url, 'http://localhost').pathname}`];
    if (route) await route(request, response);
    else sendJson(response, 404, envelope(null, 404, 'no such route'));
  };
  // A route that throws ends its connection, so the client under test sees the failure instead of a hung request.
  const server = createServer((incoming, response) => {
    answer(incoming, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export const envelope = (data: unknown, code = 200, message = 'ok') => ({ code, data, message, success: isSuccessCode(code) });

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
