import type { z } from "zod";
import type { ApiError } from "../../domain/contracts/common";
import { MESSAGE_KEY_HEADER, MESSAGE_VALUES_HEADER } from "../../domain/contracts/message-headers";
import type { MessageKey, MessageValues } from "../../domain/i18n/catalogue";
import { en } from "../../domain/i18n/en-CA";
import type { ApiReader } from "../../domain/server-rendering";

/** A failed call: the HTTP status and the server's message (or the spec's generic one), with its catalogue key when the server gave one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    readonly messageKey?: MessageKey,
    readonly messageValues?: MessageValues,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** Whether a text is a key of the catalogue (domain/forms has the same test; this file keeps zod out of the first download). */
const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(en, text);

/**
 * What a failure says in the page's language: the server's message by its key when it sent one
 * (decision 037), a key the browser threw itself, or else the message as it is (the server's English).
 */
export function errorText(error: unknown, t: (key: MessageKey, values?: MessageValues) => string): string {
  if (error instanceof ApiRequestError && error.messageKey) return t(error.messageKey, error.messageValues);
  const message = error instanceof Error ? error.message : String(error);
  return isMessageKey(message) ? t(message) : message;
}

/** The key and values an error answer carries in its headers, when they name a message of the catalogue. */
function messageOf(headers: Headers): { key?: MessageKey; values?: MessageValues } {
  const key = headers.get(MESSAGE_KEY_HEADER);
  if (!key || !isMessageKey(key)) return {};
  try {
    const values = headers.get(MESSAGE_VALUES_HEADER);
    return { key, values: values ? (JSON.parse(decodeURIComponent(values)) as MessageValues) : undefined };
  } catch {
    return {};
  }
}

/**
 * The contract a response is checked against: a zod schema, or a function that loads one. Calls the
 * first page makes (who is signed in, the store's details, the home page's rows) load their contract
 * beside the request, so zod stays out of the first download (docs/decisions/009-web-layers.md).
 */
export type ResponseContract<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>) | ReadFirst<T>;

/**
 * A contract for an answer that is most often one small shape: `known` reads that shape (null for any
 * other answer), and only another answer loads `schema` and is checked by it. `/api/me` answers every
 * visitor `{ kind: "anonymous" }`: read so, zod is never loaded on a visitor's page for it.
 */
export interface ReadFirst<T> {
  known: (data: unknown) => T | null;
  schema: () => Promise<z.ZodType<T>>;
}

const isReadFirst = <T>(contract: ResponseContract<T>): contract is ReadFirst<T> => typeof contract === "object" && "known" in contract;

/** The checked answer: read by a ReadFirst contract's `known` when it can be, else parsed by the schema (a ReadFirst's loaded only now). */
async function checked<T>(data: unknown, contract: ResponseContract<T>, loading: Promise<z.ZodType<T>> | null): Promise<T> {
  if (isReadFirst(contract)) {
    const known = contract.known(data);
    return known !== null ? known : (await contract.schema()).parse(data);
  }
  return (await loading!).parse(data);
}

/**
 * Contracts by name from a module loaded on first use: `const contract = contractsOf(() => import(".../contracts/x"))`,
 * then `{ schema: contract("someReply") }`. The module (and zod with it) loads beside the first call that names one.
 */
export function contractsOf<M>(load: () => Promise<M>) {
  return <K extends keyof M>(name: K) =>
    () =>
      load().then((contracts) => contracts[name]);
}

/** Starts loading a contract beside its request (null for a ReadFirst contract, which loads its schema only for an answer it does not know). */
function startLoading<T>(contract: ResponseContract<T>): Promise<z.ZodType<T>> | null {
  if (isReadFirst(contract)) return null;
  const loading = Promise.resolve(typeof contract === "function" ? contract() : contract);
  // A failed answer throws before the contract is awaited; this keeps a failed load from going unhandled.
  loading.catch(() => {});
  return loading;
}

async function parse<T>(response: Response, contract: ResponseContract<T>, loading: Promise<z.ZodType<T>> | null): Promise<T> {
  if (!response.ok) {
    let body: ApiError | undefined;
    try {
      body = (await response.json()) as ApiError;
    } catch {}
    const { key, values } = messageOf(response.headers);
    throw new ApiRequestError(
      response.status,
      body?.error?.message ?? `HTTP error! status: ${response.status}`,
      body?.error?.code,
      body?.error?.fields,
      key,
      values,
    );
  }
  return checked((await response.json()) as unknown, contract, loading);
}

function query(params?: Record<string, string | number | undefined | null>): string {
  if (!params) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

let serverReader: ApiReader | null = null;

/**
 * On the server, GET calls are answered by the services themselves rather than over HTTP: the server
 * renderer sets the reader once (docs/decisions/020-server-rendering.md). The browser never sets it.
 */
export function readThroughServer(reader: ApiReader | null): void {
  serverReader = reader;
}

/** GET /api{path}: JSON in, JSON out, checked against the response's shared contract. */
export async function apiGet<T>(
  path: string,
  options: { schema: ResponseContract<T>; params?: Record<string, string | number | undefined | null>; signal?: AbortSignal },
): Promise<T> {
  const loading = startLoading(options.schema);
  if (serverReader) {
    try {
      const data = await serverReader(path, new URLSearchParams(query(options.params)));
      return await checked(data, options.schema, loading);
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (typeof status === "number") throw new ApiRequestError(status, (error as Error).message);
      throw error;
    }
  }
  const response = await fetch(`/api${path}${query(options.params)}`, {
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    signal: options.signal,
  });
  return parse(response, options.schema, loading);
}

/** POST /api{path} with a JSON body, the answer checked against its contract; a non-OK status throws 'HTTP error! status: {code}' or the server's message. */
export async function apiPost<T>(path: string, body: unknown, options: { schema: ResponseContract<T> }): Promise<T> {
  const loading = startLoading(options.schema);
  const response = await fetch(`/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  return parse(response, options.schema, loading);
}

/**
 * POST a JSON body to a full URL outside /api (a payment gateway's card tokenizer), the answer checked
 * against its contract. Cookies go only to this shop's own origin: another host gets a plain request.
 */
export async function postToUrl<T>(url: string, body: unknown, options: { schema: ResponseContract<T> }): Promise<T> {
  const loading = startLoading(options.schema);
  const sameOrigin = new URL(url, globalThis.location?.href ?? "http://localhost").origin === (globalThis.location?.origin ?? "http://localhost");
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: sameOrigin ? "same-origin" : "omit",
    body: JSON.stringify(body),
  });
  return parse(response, options.schema, loading);
}
