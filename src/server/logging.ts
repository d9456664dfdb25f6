import type { FastifyRequest } from "fastify";
import type { LoggerOptions } from "pino";
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
