import { fromCallback } from 'xstate';
import type { ChatFrame, TurnRequest } from '../chat/chatTypes';

/** The app's NDJSON reader of POST /chatgpt/chat-process (or chat-file-analysis): frames in order. */
export type StreamTurn = (request: TurnRequest, signal: AbortSignal) => AsyncIterable<ChatFrame>;

/** What the stream actor tells the session. */
export type TurnStreamEvent =
  | { type: 'stream.frame'; frame: ChatFrame }
  /** The stream ended without an end or error frame (the connection closed early). */
  | { type: 'stream.closed' }
  /** The call threw: a refusal before streaming (`isTurnRefused`) or a network failure. */
  | { type: 'stream.failed'; error: unknown };

/**
 * One turn's stream as an actor: iterates `streamTurn` and sends every frame to the session.
 * Stopping the actor before the end or error frame (chat.stop, or the session ends) aborts the
 * signal, which is how the app's reader aborts the request and the server stops the upstream.
 * After the end or error frame the stream is left to close by itself. Nothing is sent once stopped.
 */
export const turnStream = (streamTurn: StreamTurn) =>
  fromCallback<{ type: never }, TurnRequest>(({ input, sendBack }) => {
    const controller = new AbortController();
    let stopped = false;
    let ended = false;
    const send = (event: TurnStreamEvent) => {
      if (!stopped) sendBack(event);
    };
    void (async () => {
      try {
        for await (const frame of streamTurn(input, controller.signal)) {
          if (stopped) return;
          if (frame.type === 'end' || frame.type === 'error') ended = true;
          send({ type: 'stream.frame', frame });
        }
        send({ type: 'stream.closed' });
      } catch (error) {
        send({ type: 'stream.failed', error });
      }
    })();
    return () => {
      stopped = true;
      if (!ended) controller.abort();
    };
  });
