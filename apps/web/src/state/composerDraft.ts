/**
 * A question handed to the next chat composer that opens (/chat/prompt's 使用): put by the page that leaves for
 * /chat, taken once by the conversation pane as it mounts.
 */
let pending: string | null = null;

export const composerDraft = {
  put(text: string): void {
    pending = text;
  },
  take(): string | null {
    const text = pending;
    pending = null;
    return text;
  },
};
