import { GatewayUnavailableError } from "./gateway";

/** A gateway's answer below 500: its status and its JSON body (or raw text when it sent no JSON). */
export interface GatewayAnswer {
  status: number;
  body: unknown;
}

/** One HTTP call to a gateway. */
export interface GatewayCall {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

const NEVER_CONNECTED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === "string") return code;
  if (Array.isArray(errors)) return errorCode(errors[0]);
  return undefined;
}

/** The request surely never left this machine, so nothing can have happened at the gateway. */
function neverSent(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const code = errorCode(cause) ?? errorCode(error);
  return code !== undefined && NEVER_CONNECTED.has(code);
}

/** Calls a gateway with a time limit; outages, 5xx and garbled 2xx throw `GatewayUnavailableError`, other answers return. */
export async function callGateway(gateway: string, url: string, call: GatewayCall): Promise<GatewayAnswer> {
  const signal = AbortSignal.timeout(call.timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { method: call.method, headers: call.headers, body: call.body, signal, redirect: "manual" });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const detail = timedOut
      ? `no answer within ${call.timeoutMs} ms`
      : `connection failed: ${errorCode((error as { cause?: unknown }).cause) ?? (error as Error).message}`;
    throw new GatewayUnavailableError(gateway, timedOut || !neverSent(error), `${call.method} ${new URL(url).pathname}: ${detail}`);
  }
  if (status >= 500) throw new GatewayUnavailableError(gateway, true, `${call.method} ${new URL(url).pathname}: HTTP ${status}`);
  if (text === "") return { status, body: null };
  try {
    return { status, body: JSON.parse(text) as unknown };
  } catch {
    if (status >= 200 && status < 300)
      throw new GatewayUnavailableError(gateway, true, `${call.method} ${new URL(url).pathname}: HTTP ${status} with a body that is not JSON`);
    return { status, body: text };
  }
}

/** A short, safe description of an error body for messages and logs: its own message fields only. */
export function describeBody(body: unknown): string {
  if (typeof body === "string") return body.slice(0, 200);
  if (typeof body !== "object" || body === null) return String(body);
  const { message, name, error, error_description: description } = body as Record<string, unknown>;
  return [name, error, message, description].filter((part) => typeof part === "string" && part !== "").join(": ") || "no message";
}
