import type { ServerResponse } from 'node:http';

/** Cuts the connection without ending the HTTP response, once what was written has been flushed. */
export function dropConnection(res: ServerResponse): void {
  if (res.socket) res.socket.destroySoon();
  else res.destroy();
}
