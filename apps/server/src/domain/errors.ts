/** The languages the server answers in: zh unless a request prefers English. */
export type Language = 'zh' | 'en';

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

/**
 * A service we depend on (file storage, later AI and payment upstreams) failed or was unreachable.
 * The message is for the log only; the user gets a 502 with a sentence naming the service.
 */
export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError';
  constructor(
    readonly service: 'storage' | 'sms' | 'mail' | 'wechat' | 'payment',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The unique index a failed insert ran into (PostgreSQL 23505), or null for any other error. */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let cause = error as { code?: string; constraint?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.code === '23505') return cause.constraint ?? '';
  }
  return null;
}
