import type { Language } from './validationMessage.js';

/** A message in every language the server answers in. */
export type Localized = Record<Language, string>;

/** A failure the caller can act on: its message is shown to the user as is, in their language. */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly localized: Localized | null;
  constructor(
    message: string | Localized,
    /** HTTP status and envelope code. */
    readonly statusCode = 400,
  ) {
    super(typeof message === 'string' ? message : message.zh);
    this.localized = typeof message === 'string' ? null : message;
  }

  messageIn(language: Language): string {
    return this.localized?.[language] ?? this.message;
  }
}
