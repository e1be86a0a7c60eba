import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Parent = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * request.log, whose pino child (its bindings serialised through the redaction rules) is made on the first line the
 * request logs at an enabled level. At LOG_LEVEL warn most requests log nothing, and making the child anyway was
 * ~5 % of a cached read's CPU. At info Fastify logs every request, so the child is made as before.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Record<string, unknown>,
  ) {}

  private get real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  private write(level: Level, args: unknown[]) {
    if (this.#child === undefined && this.parent.isLevelEnabled?.(level) === false) return;
    (this.real[level] as (...line: unknown[]) => void)(...args);
  }

  get level() {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }

  error(...args: unknown[]) {
    this.write('error', args);
  }

  warn(...args: unknown[]) {
    this.write('warn', args);
  }

  info(...args: unknown[]) {
    this.write('info', args);
  }

  debug(...args: unknown[]) {
    this.write('debug', args);
  }

  trace(...args: unknown[]) {
    this.write('trace', args);
  }

  silent() {}

  child(...args: Parameters<FastifyBaseLogger['child']>) {
    return this.real.child(...args);
  }
}

/** Fastify's childLoggerFactory: lazy children, unless the route sets its own level or serialisers (none do yet). */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  options.level === undefined && options.serializers === undefined
    ? (new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger)
    : logger.child(bindings, options);
