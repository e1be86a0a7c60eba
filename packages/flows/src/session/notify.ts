import type { Translate, TranslateValues } from '../i18n';

/** The toast tones of packages/ui (success, error, warning, info). */
export const notifyTones = ['success', 'error', 'warning', 'info'] as const;
export type NotifyTone = (typeof notifyTones)[number];

/**
 * A text for the user: a message key of a flow catalog, or a text the server already localised
 * (the `message` of a failed or successful call), which is shown as it is.
 */
export type MessageRef<Key extends string = string> =
  | { key: Key; values?: TranslateValues; text?: undefined }
  | { text: string; key?: undefined; values?: undefined };

/** What a machine asks the app to toast: `notify` actions take these params. */
export interface Notice<Key extends string = string> {
  tone: NotifyTone;
  message: MessageRef<Key>;
}

/** The message of a rejection (server errors arrive as localised text there), else the fallback key. */
export function failureMessage<Key extends string>(error: unknown, fallbackKey: Key): MessageRef<Key> {
  const text = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  return text ? { text } : { key: fallbackKey };
}

/** A server's text when it sent one, else the fallback key. */
export const textOr = <Key extends string>(text: string | null | undefined, fallbackKey: Key): MessageRef<Key> =>
  text?.trim() ? { text: text.trim() } : { key: fallbackKey };

/** The text to show for a MessageRef. */
export const messageText = <Key extends string>(t: Translate<Key>, message: MessageRef<Key>): string =>
  message.key !== undefined ? t(message.key, message.values) : (message.text as string);
