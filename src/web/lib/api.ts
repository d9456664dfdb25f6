import type { z } from "zod";
import type { ApiError } from "../../domain/contracts/common";

/** A failed call: the HTTP status and the server's message (or the spec's generic one). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

async function parse<T>(response: Response, schema?: z.ZodType<T>): Promise<T> {
  if (!response.ok) {
    let body: ApiError | undefined;
    try {
      body = (await response.json()) as ApiError;
    } catch {}
    throw new ApiRequestError(response.status, body?.error?.message ?? `HTTP error! status: ${response.status}`, body?.error?.code, body?.error?.fields);
  }
  const data = (await response.json()) as unknown;
  return schema ? schema.parse(data) : (data as T);
}

function query(params?: Record<string, string | number | undefined | null>): string {
  if (!params) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** GET /api{path}: JSON in, JSON out, optionally checked against the shared contract. */
export async function apiGet<T>(path: string, options: { params?: Record<string, string | number | undefined | null>; schema?: z.ZodType<T>; signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(`/api${path}${query(options.params)}`, {
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    signal: options.signal,
  });
  return parse(response, options.schema);
}

/** POST /api{path} with a JSON body; a non-OK status throws 'HTTP error! status: {code}' or the server's message. */
export async function apiPost<T>(path: string, body: unknown = {}, options: { schema?: z.ZodType<T> } = {}): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  return parse(response, options.schema);
}
