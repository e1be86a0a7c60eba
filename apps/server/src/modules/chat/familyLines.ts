import type { ChatFrame } from './chatFrame.js';

/**
 * The chat stream as this product family's clients read it (PROTOCOLS §1), for requests in §7's shape
 * (`options.groupId`): every line a complete object with the answer so far, `{text, delta, id, role, conversationId,
 * think?}`; the last adds `is_end: true` and `chatLogId`; a failure once streaming started is `{code, message,
 * is_end: true}`. Those clients read only the last complete line, so lines are coalesced to at most one per
 * `intervalMs`: a coalesced line's `delta` and `think` carry everything since the line before.
 */
export interface FamilyLine {
  text: string;
  delta: string;
  id: string;
  role: 'assistant';
  conversationId: string;
  think?: string;
  is_end?: true;
  chatLogId?: number;
}

export class FamilyLines {
  private text = '';
  private delta = '';
  private think = '';
  private id = '';
  private conversationId = '';
  private lastWrite = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (line: string) => void,
    private readonly intervalMs = 50,
    private readonly now: () => number = Date.now,
  ) {}

  push(frame: ChatFrame): void {
    switch (frame.type) {
      case 'start':
        this.id = `chatcmpl-${frame.chatLogId}`;
        this.conversationId = String(frame.userLogId);
        return;
      case 'delta':
        this.text += frame.delta ?? '';
        this.delta += frame.delta ?? '';
        this.think += frame.think ?? '';
        return this.schedule();
      case 'end':
        this.close();
        return this.emit({ ...this.line(), text: frame.text, is_end: true, chatLogId: frame.chatLogId });
      case 'error':
        this.close();
        return this.write(`${JSON.stringify({ code: frame.code, message: frame.message, is_end: true })}\n`);
      case 'title':
      case 'sources':
        // The family's client has no such lines: it reads the title from its conversation list, and has no sources.
        return;
    }
  }

  /** Stops the pending line (the stream ended or the client left). */
  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    const wait = this.lastWrite + this.intervalMs - this.now();
    if (wait <= 0) return this.flush();
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, wait);
  }

  private flush(): void {
    if (!this.delta && !this.think) return;
    this.emit(this.line());
  }

  private line(): FamilyLine {
    return {
      text: this.text,
      delta: this.delta,
      id: this.id,
      role: 'assistant',
      conversationId: this.conversationId,
      ...(this.think ? { think: this.think } : {}),
    };
  }

  private emit(line: FamilyLine): void {
    this.delta = '';
    this.think = '';
    this.lastWrite = this.now();
    this.write(`${JSON.stringify(line)}\n`);
  }
}
