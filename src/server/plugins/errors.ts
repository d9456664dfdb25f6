import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiError } from "../../domain/contracts/common";
import { MESSAGE_KEY_HEADER, MESSAGE_VALUES_HEADER } from "../../domain/contracts/common";
import { readMessage } from "../../domain/forms";
import { translatorOf } from "../../domain/i18n";
import { AppError, errorBody } from "../errors";
import { isDatabaseUnavailableError, replyUnavailable } from "./availability";

export const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

const CODE_OF_STATUS: Record<number, string> = {
  400: "INVALID",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  406: "NOT_ACCEPTABLE",
  408: "TIMEOUT",
  409: "CONFLICT",
  413: "TOO_LARGE",
  414: "URI_TOO_LONG",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  431: "HEADERS_TOO_LARGE",
  503: "UNAVAILABLE",
};

/** What the shopper is told for the framework's own refusals, by Fastify's error code. */
const MESSAGE_OF_FRAMEWORK_CODE: Record<string, string> = {
  FST_ERR_BAD_URL: "The address is not valid: it has a broken %-encoding.",
  FST_ERR_MAX_PARAM_LENGTH: "The address is too long.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as JSON (Content-Type: application/json).",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty: send a JSON object.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body's length does not match its Content-Length.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_ASYNC_CONSTRAINT: "The request could not be routed.",
};

/** The shared schemas report message keys (decision 037); a reply says them in the spec's English. */
const english = translatorOf("en-CA");

function fieldsOf(error: { validation: { instancePath: string; message?: string }[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
    fields[key] ??= issue.message === undefined ? "is invalid" : readMessage(english.t, issue.message);
  }
  return fields;
}

function messageOfFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([field, text]) => (field === "_" ? text : `${field}: ${text}`))
    .join("; ");
}

/** A 4xx raised by Fastify or a plugin, in the shop's shape. */
function frameworkRefusal(error: FastifyError & { statusCode: number }): { status: number; body: ApiError } {
  const status = error.statusCode;
  const code = CODE_OF_STATUS[status] ?? "INVALID";
  const isJsonSyntax = error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY";
  const message = (isJsonSyntax ? MESSAGE_OF_FRAMEWORK_CODE.FST_ERR_CTP_INVALID_JSON_BODY : MESSAGE_OF_FRAMEWORK_CODE[error.code]) ?? error.message;
  return { status, body: errorBody(code, message) };
}

/** Sends any error in the shop's shape: expected refusals with their status, the database's absence as 503, everything else as a logged 500. */
export function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(Math.ceil(error.retryAfterSeconds)));
    // The body keeps the spec's shape and English; the message's key rides beside it (decision 037).
    if (error.messageKey) reply.header(MESSAGE_KEY_HEADER, error.messageKey);
    if (error.messageValues) reply.header(MESSAGE_VALUES_HEADER, encodeURIComponent(JSON.stringify(error.messageValues)));
    return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldsOf(error);
    return reply.status(400).send(errorBody("INVALID", messageOfFields(fields), fields));
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    const refusal = frameworkRefusal(error as FastifyError & { statusCode: number });
    return reply.status(refusal.status).send(refusal.body);
  }
  if (isDatabaseUnavailableError(error)) return replyUnavailable(reply, error);
  request.log.error({ err: error }, "request failed");
  return reply.status(500).send(errorBody("INTERNAL", INTERNAL_MESSAGE));
}

/** Fastify's frameworkErrors option: a broken URL or an over-long parameter, answered in the shop's shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(error, request, reply);
}

/**
 * Fastify's clientErrorHandler option: what Node's HTTP parser refuses before any route runs (headers
 * too large, a malformed request, a request that takes too long), answered in the shop's shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  let status = 400;
  let message = "The request is malformed.";
  if (error.code === "HPE_HEADER_OVERFLOW") {
    status = 431;
    message = "The request's headers are too large: its address or its cookies are too long.";
  } else if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    status = 408;
    message = "The request took too long to arrive.";
  }
  const body = JSON.stringify(errorBody(CODE_OF_STATUS[status] ?? "INVALID", message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The one error translator: every error any route, hook or plugin raises leaves in the shop's shape. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(sendError);
  },
  { name: "errors" },
);
