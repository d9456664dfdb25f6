import type { z } from "zod";
import type { ApiError } from "../../../domain/contracts/common";
import { ApiRequestError } from "../../lib/api";

/**
 * The console's calls beyond lib/api's GET and POST: a PUT with a JSON body, and a file sent as the
 * request body itself (an upload, a CSV import). They live here, not in lib/api, so the storefront's
 * first download does not carry them (docs/decisions/018).
 */
async function send(method: string, path: string, body: BodyInit, contentType: string): Promise<Response> {
  return fetch(`/api${path}`, { method, headers: { "content-type": contentType, accept: "application/json" }, credentials: "same-origin", body });
}

/** The refusal of a failed answer as the shop's error (its message, code, field messages), and its body for callers that read more of it. */
export async function refusalOf(response: Response): Promise<{ error: ApiRequestError; body: unknown }> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {}
  const error = (body as ApiError | undefined)?.error;
  return { error: new ApiRequestError(response.status, error?.message ?? `HTTP error! status: ${response.status}`, error?.code, error?.fields), body };
}

async function parse<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  if (!response.ok) throw (await refusalOf(response)).error;
  return schema.parse(await response.json());
}

/** PUT /api{path} with a JSON body, the answer checked against its contract; a refusal throws the server's words. */
export async function apiPut<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  return parse(await send("PUT", path, JSON.stringify(body), "application/json"), schema);
}

/** POST a file to /api{path} as the body, typed as the file is (or as `type`); the raw answer, for callers that read a 202 or a 400's extra fields. */
export function postFile(path: string, file: Blob, type = file.type || "application/octet-stream"): Promise<Response> {
  return send("POST", path, file, type);
}

/** POST a file to /api{path} as the body, the answer checked against its contract. */
export async function uploadFile<T>(path: string, file: Blob, schema: z.ZodType<T>): Promise<T> {
  return parse(await postFile(path, file), schema);
}
