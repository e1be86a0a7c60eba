import type { MessageRef } from '../session/notify';
import type { ChatSessionMessageKey } from './messages';

/**
 * A turn the server refused before anything streamed (docs/chat.md): 401 not logged in, 402 积分余额不足,
 * 400 a bad question (no file, an image for a model without 识图), 404 an unknown group or file.
 * The app's `streamTurn` (and `ensureGroup`) throws this for an envelope refusal; anything else it
 * throws is a network failure.
 */
export class TurnRefused extends Error {
  override readonly name = 'TurnRefused';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** What `refused` receives. */
export interface TurnRefusal {
  status: number;
  /** The server's text ('' when it sent none: the app shows `refusalMessage`'s fallback). */
  message: string;
}

/** A TurnRefused, or any error that carries a numeric `status` and a string `message` (a client's HTTP error). */
export function isTurnRefused(error: unknown): error is TurnRefusal {
  if (error instanceof TurnRefused) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as Partial<Record<'status' | 'message', unknown>>;
  return typeof status === 'number' && Number.isInteger(status) && typeof message === 'string';
}

/** The text a refusal shows: the server's, else one by status (401 login, 402 balance, others generic). */
export function refusalMessage({ status, message }: TurnRefusal): MessageRef<ChatSessionMessageKey> {
  const text = message.trim();
  if (text) return { text };
  if (status === 401) return { key: 'chatSession.loginRequired' };
  if (status === 402) return { key: 'chatSession.insufficientPoints' };
  return { key: 'chatSession.refused' };
}
