/** What a key press in the composer does. */
export type ComposerKeyAction =
  /** Enter: send the text (when there is any). */
  | 'send'
  /** Enter while an answer is being written: nothing (no send, no new line). */
  | 'ignore'
  /** Anything else, Shift+Enter (a new line) and Enter that confirms an IME candidate. */
  | 'type';

export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** The key belongs to an IME composition (Pinyin, Zhuyin, Kana …). */
  isComposing: boolean;
  /** 229 for keys the IME handles, in browsers (Safari) that end the composition before keydown. */
  keyCode: number;
}

/**
 * Enter sends, Shift+Enter starts a new line. Enter pressed to pick a Chinese (or any IME) candidate
 * only confirms the candidate: it must not send the half-typed question. While an answer streams a
 * new question is refused, so Enter does nothing at all.
 */
export function composerKeyAction(event: ComposerKey, busy: boolean): ComposerKeyAction {
  if (event.key !== 'Enter' || event.shiftKey) return 'type';
  if (event.isComposing || event.keyCode === 229) return 'type';
  return busy ? 'ignore' : 'send';
}
