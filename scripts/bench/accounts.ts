/**
 * The accounts part of the benchmark: the demo customer's sign-ins (argon2 as in production, each from
 * its own address), signed-in sessions for the calls table, and the sign-in flood.
 */
import { DEMO_CUSTOMER } from "../../src/server/db/seed/demo-accounts";
import { answers, jsonHeaders, type Measure, measure, nextAddress, pad, padLeft, type RequestShape } from "./servers";
import type { BenchOptions } from "./targets";

/** Connections of the sign-in flood. */
const FLOOD_CONNECTIONS = 200;

/** The demo customer's sign-in, each from its own address. */
export const signInRequest: RequestShape = {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  from: "distinct",
};

/**
 * Signs the demo customer in once per connection and returns the session cookies ("sid=..."), or why
 * it could not: the signed-in calls then come from as many sessions as connections, as from real shoppers.
 */
export async function demoCustomerSessions(base: string, count: number): Promise<{ cookies: string[] } | { failed: string }> {
  const signIn = async () => {
    const response = await fetch(`${base}/api/loginCustomer`, {
      method: "POST",
      headers: { ...signInRequest.headers, "x-forwarded-for": nextAddress() },
      body: signInRequest.body,
    });
    const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith("sid="));
    if (response.status !== 200 || !sid) throw new Error(`sign-in of ${DEMO_CUSTOMER.email} answers ${response.status}`);
    return sid.split(";")[0] as string;
  };
  try {
    const cookies: string[] = [];
    while (cookies.length < count) cookies.push(...(await Promise.all(Array.from({ length: Math.min(8, count - cookies.length) }, signIn))));
    return { cookies };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * 200 connections of refused sign-ins while 10 connections browse item details and 2 sign the demo
 * customer in from their own addresses: first refused by the per-address limit (one address, 429s
 * that must cost nothing), then refused by password (every request from its own address, for an
 * unknown account: each costs an argon2 verification, which the hashing queue must keep from starving
 * the shop). Catalogue and honest sign-in latency before and during, and what each side was answered.
 */
export async function signInFlood(bench: BenchOptions, base: string, codes: string[]): Promise<string[]> {
  const items = codes.slice(0, 1000).map((code) => `/api/item/${encodeURIComponent(code)}`);
  const browse = () => measure(bench, base, items, { connections: 10 });
  const honest = () => measure(bench, base, ["/api/loginCustomer"], { connections: 2, request: signInRequest });
  const flood = (request: RequestShape) => measure(bench, base, ["/api/loginCustomer"], { connections: FLOOD_CONNECTIONS, request });
  const limited: RequestShape = {
    method: "POST",
    headers: jsonHeaders,
    body: JSON.stringify({ email: "flood@example.com", password: "Wrong-password-1" }),
    from: "203.0.113.66",
  };
  const unknownAccounts = Array.from({ length: 20_000 }, (_, i) => JSON.stringify({ email: `nobody-${i}@flood.example`, password: "Wrong-password-1" }));
  const wrongPasswords: RequestShape = { method: "POST", headers: jsonHeaders, bodies: unknownAccounts, from: "distinct" };

  console.log("  sign-in flood: baseline ...");
  const [baseBrowse, baseHonest] = await Promise.all([browse(), honest()]);
  console.log("  sign-in flood: refused by the per-address limit ...");
  const [limitedFlood, limitedBrowse, limitedHonest] = await Promise.all([flood(limited), browse(), honest()]);
  console.log("  sign-in flood: refused by password, each from its own address ...");
  const [passwordFlood, passwordBrowse, passwordHonest] = await Promise.all([flood(wrongPasswords), browse(), honest()]);

  const row = (name: string, floodMeasure: Measure | null, browsing: Measure, signingIn: Measure) =>
    `${pad(name, 34)}${padLeft(floodMeasure ? String(Math.round(floodMeasure.reqPerSec)) : "-", 8)}${padLeft(`${browsing.p50}/${browsing.p99}`, 12)}${padLeft(`${signingIn.p50}/${signingIn.p99}`, 14)}  honest sign-ins ${answers(signingIn)}${floodMeasure ? `; flood ${answers(floodMeasure)}` : ""}`;
  return [
    `\nsign-in flood: ${FLOOD_CONNECTIONS} connections of refused sign-ins; 10 connections browse item details, 2 sign the demo customer in (each from its own address); ${bench.seconds} s each`,
    `${pad("flood", 34)}${padLeft("flood/s", 8)}${padLeft("items ms", 12)}${padLeft("sign-in ms", 14)}  (p50/p99)`,
    row("none", null, baseBrowse, baseHonest),
    row("refused by address limit (429)", limitedFlood, limitedBrowse, limitedHonest),
    row("refused by password (argon2 each)", passwordFlood, passwordBrowse, passwordHonest),
  ];
}
