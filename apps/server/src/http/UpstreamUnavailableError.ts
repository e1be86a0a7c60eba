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
