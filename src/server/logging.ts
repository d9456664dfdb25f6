import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from "fastify";
import type { Bindings, ChildLoggerOptions, Logger, LoggerOptions } from "pino";
import { databaseErrorOf } from "./lib/database-errors";

/** Query parameters whose values never reach a log line: mailed-link tokens and anything secret-shaped. */
const SECRET_QUERY = /([?&](?:token|sid|session|password|pass|secret|code|altcha)=)[^&#]*/gi;

/** A URL as the log may hold it: the values of secret query parameters are replaced. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

function serializeError(error: unknown): Record<string, unknown> {
  const database = databaseErrorOf(error);
  if (database) return database;
  if (error instanceof Error)
    return { type: error.name, message: error.message, stack: error.stack, ...("code" in error ? { code: (error as { code: unknown }).code } : {}) };
  return { type: typeof error };
}

/**
 * The shop's pino settings: a request is logged by method, redacted URL and address; a database error
 * by SQLSTATE, constraint and table (never its parameters, which hold hashes and e-mail addresses);
 * and fields that can hold a secret are censored wherever they appear near the top of a log object.
 */
export function shopLoggerOptions(base: LoggerOptions & { stream?: NodeJS.WritableStream }): LoggerOptions & { stream?: NodeJS.WritableStream } {
  return {
    ...base,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "password",
        "passwordHash",
        "token",
        "*.password",
        "*.passwordHash",
        "*.password_hash",
        "*.token",
        "*.params",
        "*.cvd",
        "*.number",
        "*.altcha",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip }),
      err: serializeError,
    },
  };
}

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type LogCall = (...args: unknown[]) => void;

/**
 * A request's logger that becomes a real pino child only when something is written at a level the
 * parent writes. Fastify makes a child for every request (to bind its id); pino's `child` copies the
 * parent's bindings, serializers and redaction each time, about 6% of a trivial answer's time, though
 * at the shop's levels most requests never write a line. The line, when there is one, is the child's
 * exactly: the same bindings, options and level.
 */
class RequestLogger {
  #child: Logger | undefined;
  readonly #parent: Logger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: Logger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #real(): Logger {
    if (this.#child === undefined) this.#child = this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  /** Whether a line at `level` would be written; a route's own level (the options) wins over the parent's. */
  #writes(level: Level): boolean {
    if (this.#child !== undefined || this.#options.level !== undefined) return this.#real.isLevelEnabled(level);
    return this.#parent.isLevelEnabled(level);
  }

  #write(level: Level, args: unknown[]): void {
    if (!this.#writes(level)) return;
    const real = this.#real;
    (real[level] as LogCall).apply(real, args);
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#real.level = level;
  }
  isLevelEnabled(level: string): boolean {
    return this.#writes(level as Level);
  }
  fatal(...args: unknown[]) {
    this.#write("fatal", args);
  }
  error(...args: unknown[]) {
    this.#write("error", args);
  }
  warn(...args: unknown[]) {
    this.#write("warn", args);
  }
  info(...args: unknown[]) {
    this.#write("info", args);
  }
  debug(...args: unknown[]) {
    this.#write("debug", args);
  }
  trace(...args: unknown[]) {
    this.#write("trace", args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.#real.child(bindings, options);
  }
  bindings(): Bindings {
    return this.#real.bindings();
  }
}

/** Fastify's `childLoggerFactory`: each request's logger is a RequestLogger. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (logger, bindings, options) =>
  new RequestLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
