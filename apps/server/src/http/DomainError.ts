/** A failure the caller can act on: its message is shown to the user as is. */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    message: string,
    /** HTTP status and envelope code. */
    readonly statusCode = 400,
  ) {
    super(message);
  }
}
