import { vi } from "vitest";
import { DEFAULT_STORE } from "../../domain/store";

/** One call the page made: method, path, query and JSON body. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A stubbed answer with a status other than 200. */
export class StubAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** Answers with this status and body. */
export function answer(status: number, body: unknown): StubAnswer {
  return new StubAnswer(status, body);
}

/** Answers with the API's error shape, as the server's error handler does. */
export function failure(status = 500, message = "Internal error", code = status === 404 ? "NOT_FOUND" : status >= 500 ? "INTERNAL" : "INVALID"): StubAnswer {
  return answer(status, { error: { code, message } });
}

/** A reply: a JSON body answered with 200, an answer() with its own status, or a ready Response. */
type Reply = unknown;
type Handler = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

/** What a freshly seeded shop answers to the calls every page or form makes; a test's own handlers replace them. */
const FRESH_SHOP: Record<string, Reply> = {
  "GET /api/me": { kind: "anonymous" },
  "GET /api/store": DEFAULT_STORE,
  "GET /api/vehicle-makes": {
    items: [
      { id: 1, make: "CHEVROLET" },
      { id: 2, make: "FORD" },
    ],
  },
};

function respond(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  if (reply instanceof StubAnswer) return Response.json(reply.body, { status: reply.status });
  return Response.json(reply);
}

/**
 * Replaces the browser's fetch with handlers keyed "METHOD /api/path" (the query string is not part of
 * the key) and records every call. Unknown calls answer 404 in the API's error shape, like the server.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = { ...FRESH_SHOP, ...handlers };
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
      const method = (init?.method ?? "GET").toUpperCase();
      const call: RecordedCall = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const key = `${method} ${decodeURIComponent(url.pathname)}`;
      if (!(key in all)) return respond(failure(404, `No stub for ${key}`));
      const handler = all[key];
      return respond(typeof handler === "function" ? await handler(call) : handler);
    }),
  );
  return {
    calls,
    /** The calls made to one method and path. */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
    /** The JSON bodies sent to "METHOD /api/path". */
    bodiesOf: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body),
  };
}
