import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { AppError } from "../errors";
import { addRouteHook } from "../lib/route-hooks";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A route that takes a file instead of JSON: the body is the file's bytes (a Buffer), sent with one
     * of these content types, at most maxBytes long. Everything else the route is sent gets 415.
     */
    upload?: UploadRule;
  }
}

export interface UploadRule {
  types: readonly UploadType[];
  maxBytes: number;
}

/** The files the shop accepts: pictures, catalogue PDFs, parts CSV files, and the classic body build video and its captions. */
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf", "text/csv", "video/mp4", "text/vtt"] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const NO_LINES = new Set<string>();

/** Control characters no text of the shop may hold: C0 but tab, line feed and carriage return; DEL; C1. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for.
const NEVER_ALLOWED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 pair with no other half: not text (PostgreSQL refuses it in JSON), whatever the field. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Line breaks and tabs: allowed only in texts the contract marks multi-line (a message, order notes). */
const LINE_BREAKS = /[\t\n\r]/;

/**
 * The field paths of a request schema whose strings may span lines: strings marked
 * `.meta({ multiline: true })` in the shared contract (see domain/contracts/common multiLineText).
 * Paths are dotted, with `*` for any array index or record key.
 */
export function multiLinePaths(schema: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown, path: string, depth: number) => {
    if (!(node instanceof z.ZodType) || depth > 20) return;
    if ((z.globalRegistry.get(node) as { multiline?: boolean } | undefined)?.multiline) found.add(path);
    const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
    const child = (key: string) => (path === "" ? key : `${path}.${key}`);
    switch (def.type) {
      case "object":
        for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) walk(value, child(key), depth + 1);
        break;
      case "array":
        walk(def.element, child("*"), depth + 1);
        break;
      case "record":
        walk(def.valueType, child("*"), depth + 1);
        break;
      case "union":
        for (const option of def.options as unknown[]) walk(option, path, depth + 1);
        break;
      case "pipe":
        walk(def.in, path, depth + 1);
        walk(def.out, path, depth + 1);
        break;
      default:
        if (def.innerType) walk(def.innerType, path, depth + 1);
    }
  };
  walk(schema, "", 0);
  return found;
}

const pathsOfSchema = new WeakMap<object, Set<string>>();

function multiLineOf(schema: unknown): Set<string> {
  if (typeof schema !== "object" || schema === null) return new Set();
  let paths = pathsOfSchema.get(schema);
  if (!paths) {
    paths = multiLinePaths(schema);
    pathsOfSchema.set(schema, paths);
  }
  return paths;
}

function matches(allowed: Set<string>, path: string[]): boolean {
  if (allowed.size === 0) return false;
  for (const pattern of allowed) {
    const parts = pattern.split(".");
    if (parts.length === path.length && parts.every((part, i) => part === "*" || part === path[i])) return true;
  }
  return false;
}

/** The fields of a request part holding a character they may not hold, with what is wrong with each. */
/** What a field's text may not hold, as the field says it; the message names the first such field (`errors.text.*`). */
const TEXT_PROBLEMS = {
  control: "Must not contain control characters.",
  surrogate: "Must be valid text: it holds half of a character (a lone surrogate).",
  singleLine: "Must be a single line, without tabs or line breaks.",
} as const;
const KEY_OF_TEXT_PROBLEM = new Map(
  Object.entries(TEXT_PROBLEMS).map(([kind, text]) => [text as string, `errors.text.${kind as keyof typeof TEXT_PROBLEMS}` as const]),
);

export function controlCharacterFields(value: unknown, multiLine: Set<string>): Record<string, string> {
  const fields: Record<string, string> = {};
  const walk = (node: unknown, path: string[], depth: number) => {
    if (depth > 32 || Object.keys(fields).length >= 10) return;
    const name = path.join(".") || "_";
    if (typeof node === "string") {
      if (NEVER_ALLOWED.test(node)) fields[name] = TEXT_PROBLEMS.control;
      else if (LONE_SURROGATE.test(node)) fields[name] = TEXT_PROBLEMS.surrogate;
      else if (LINE_BREAKS.test(node) && !matches(multiLine, path)) fields[name] = TEXT_PROBLEMS.singleLine;
      return;
    }
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...path, String(index)], depth + 1);
      return;
    }
    if (node !== null && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) {
        if (NEVER_ALLOWED.test(key) || LINE_BREAKS.test(key) || LONE_SURROGATE.test(key))
          fields[name] = "Must not contain a field name with control characters.";
        else walk(item, [...path, key], depth + 1);
      }
    }
  };
  walk(value, [], 0);
  return fields;
}

function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") throw new AppError("FORBIDDEN", "errors.crossSite");
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new AppError("FORBIDDEN", "errors.crossSite");
  }
  if (origin === "null" || host !== request.host) throw new AppError("FORBIDDEN", "errors.crossSite");
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers["content-type"];
  return typeof type === "string" && /^application\/json\s*(;|$)/i.test(type);
}

/** The media type of a request's body without its parameters, lower-cased: "text/csv". */
function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

function assertUploadType(request: FastifyRequest, rule: UploadRule): void {
  if (!(rule.types as readonly string[]).includes(mediaTypeOf(request))) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", { key: "errors.uploadType", values: { types: rule.types.join(" or ") } });
  }
}

/** 400 naming each field of the path, query or body (`bodyLines` null: a file, not read) that holds a control character or a line break it may not. */
function assertPlainText(request: FastifyRequest, queryLines: Set<string>, bodyLines: Set<string> | null): void {
  const fields = {
    ...controlCharacterFields(request.params, NO_LINES),
    ...controlCharacterFields(request.query, queryLines),
    ...(bodyLines ? controlCharacterFields(request.body, bodyLines) : {}),
  };
  if (Object.keys(fields).length > 0) {
    const [field, text] = Object.entries(fields)[0]!;
    throw new AppError("INVALID", { key: KEY_OF_TEXT_PROBLEM.get(text) ?? "errors.text.control", values: { field } }, fields);
  }
}

/** The same text rule for requests no route answers (pages, 404s): the not-found handler's preValidation. */
export function notFoundHygiene(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  assertPlainText(request, NO_LINES, NO_LINES);
  done();
}

/**
 * What every request must be before any route reads it. A state-changing call comes from the shop's
 * own pages (a cross-site Origin or Sec-Fetch-Site, or Origin: null, is 403) and sends JSON (415
 * otherwise, also with no body: a cross-site form or no-cors fetch never can). No text in a body,
 * query or path holds a NUL or another control character, and only multi-line texts hold line breaks
 * (400 naming the field): one rule for every contract, before the database ever sees the text.
 */
export const requestHygienePlugin = fp(
  async (app) => {
    app.removeContentTypeParser("text/plain");
    // Files arrive whole as Buffers; only routes with an upload rule accept them (preValidation), each up to its own size.
    app.addContentTypeParser([...UPLOAD_TYPES], { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    // Each route gets only the checks it can need, with its settings read once here (lib/route-hooks.ts).
    app.addHook("onRoute", (route) => {
      const upload = route.config?.upload;
      if (upload) route.bodyLimit = upload.maxBytes;
      const reads = [route.method].flat().every((method) => READS.has(method));
      if (!reads) {
        addRouteHook(route, "onRequest", (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
          if (!READS.has(request.method)) assertSameOrigin(request);
          done();
        });
      }
      const schema = route.schema as { querystring?: unknown; body?: unknown } | undefined;
      const queryLines = multiLineOf(schema?.querystring);
      const bodyLines = multiLineOf(schema?.body);
      addRouteHook(route, "preValidation", (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        if (upload) {
          assertUploadType(request, upload);
          if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError("INVALID", "errors.fileEmpty");
        } else if (!READS.has(request.method) && !isJson(request)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "errors.notJson");
        assertPlainText(request, queryLines, upload ? null : bodyLines);
        done();
      });
    });
  },
  { name: "request-hygiene" },
);
