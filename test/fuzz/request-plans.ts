import fc from "fast-check";
import { z } from "zod";
import type { RegisteredRoute } from "../../src/server/plugins/authorization";
import { describeContract, fieldAt, fieldPaths, fieldsOf, type Hint, type JsonSchema, plausibleValue, valueAt } from "./contracts";
import {
  contentType,
  EDGE_NUMBERS,
  HOSTILE_KEYS,
  hostileText,
  hostileValue,
  NOT_AN_OBJECT,
  NOT_JSON,
  nearMisses,
  RAW_URL_PIECES,
  SPECIAL_TEXTS,
} from "./hostile";
import { Entries, isJsonObject, type JsonValue, jsonText, percentEncode, shorten } from "./json-text";

export type CallerKind = "anonymous" | "customer" | "dealer" | "staff";

/** The seeded shop the plausible values point at: ids and codes that exist, accounts that can sign in. */
export interface FuzzWorld {
  /** Codes a path parameter of this route may plausibly hold (part items, a classic model, provinces); at least one. */
  pathValues(url: string): string[];
  itemCodes: string[];
  make: string;
  /** The signed-in callers. */
  customer: { id: number; email: string };
  dealer: { id: number; account: string; email: string };
  /** Accounts the sign-in and reset bodies name, so that the callers' own are never locked by failed attempts. */
  target: { customerEmail: string; dealerAccount: string; password: string };
}

/** How the request carries a session cookie. */
export type CookiePlan = { kind: "caller" } | { kind: "none" } | { kind: "raw"; header: string } | { kind: "before caller"; header: string };

/** One generated request, everything but the caller's session token, which is only known when it is sent. */
export interface RequestPlan {
  route: RegisteredRoute;
  caller: CallerKind;
  method: string;
  url: string;
  headers: Record<string, string>;
  cookie: CookiePlan;
  payload: string | undefined;
  remoteAddress: string;
  /** What the generator meant to send, for the failure message. */
  recipe: string;
}

const READS = new Set(["GET", "HEAD"]);
const CLAIMS = new Set(["userID", "userId", "userid", "custno", "user", "dealerId", "id"]);

/** The values a field of this name plausibly holds; `variant` picks among them so that plausible requests differ. */
function hintFor(world: FuzzWorld, caller: CallerKind, route: RegisteredRoute, variant: number): Hint {
  const pick = <T>(values: readonly T[]): T => values[variant % values.length]!;
  const publicRoute = route.access === "public";
  const ownIds: JsonValue[] =
    caller === "customer"
      ? [world.customer.id, String(world.customer.id), world.customer.email]
      : caller === "dealer"
        ? [world.dealer.id, String(world.dealer.id), world.dealer.account]
        : [world.customer.id];
  return (key) => {
    if (CLAIMS.has(key)) return pick(ownIds);
    switch (key) {
      case "account":
        return publicRoute ? pick([world.target.dealerAccount, world.target.dealerAccount.toLowerCase()]) : pick(ownIds);
      case "email":
        if (!publicRoute) return caller === "dealer" ? world.dealer.email : world.customer.email;
        return pick([world.target.customerEmail, world.target.customerEmail.toUpperCase(), `fuzz-${variant}@example.com`]);
      case "password":
        return world.target.password;
      case "newPass":
      case "confirmPass":
        return "Garage2099x";
      case "confirmPassword":
        return world.target.password;
      case "oldPass":
        return "NotThePassword1";
      case "token":
        return pick(["A".repeat(43), `fuzz-token-${variant}`]);
      case "type":
        return caller === "anonymous" || caller === "staff" ? "customer" : caller;
      case "item":
        return pick(world.itemCodes);
      case "make":
      case "carMake":
        return world.make;
      case "year":
      case "carYear":
        return 1967;
      case "page":
        return pick([1, 2]);
      case "name":
      case "firstname":
      case "lastname":
      case "firstName":
      case "lastName":
      case "forename":
      case "surname":
        return "Casey";
      case "subject":
        return "Hood fitment";
      case "message":
        return "When will the hood for my 1967 Mustang ship? Thanks a lot.";
      case "address":
      case "address1":
        return "1 Test Street";
      case "city":
        return "Toronto";
      case "state":
      case "province":
        return "ON";
      case "country":
        return "CA";
      case "zipcode":
      case "postalCode":
        return "M5V 2T6";
      case "tel":
      case "phone":
        return "(416) 555-0199";
      case "sameAsShipping":
      case "sameAsBilling":
        return true;
      case "dob":
      case "brithday":
        return "1980-05-17";
      case "car":
      case "carModel":
      case "model":
        return "Mustang";
      case "new_email":
      case "reenter_new_email":
        return pick(["", "", "", `fuzz-new-${variant % 7}@example.com`]);
      case "remember":
      case "remmemberMe":
      case "checked":
        return false;
      default:
        return undefined;
    }
  };
}

/** Like the hint, but an enum field keeps to its own values unless the hint is one of them. */
function plausibleBody(schema: JsonSchema | undefined, hint: Hint): JsonValue | undefined {
  if (!schema) return undefined;
  const enumAware: Hint = (key, path) => {
    const value = hint(key, path);
    const field = fieldAt(schema, path);
    return field?.enum && !field.enum.includes(value) ? undefined : value;
  };
  return plausibleValue(schema, enumAware);
}

function withoutField(value: JsonValue, path: readonly string[]): JsonValue {
  if (path.length === 0 || !isJsonObject(value)) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: { [key: string]: JsonValue } = { ...value };
  if (rest.length === 0) delete copy[head];
  else if (head in copy) copy[head] = withoutField(copy[head]!, rest);
  return copy;
}

function withField(value: JsonValue, path: readonly string[], replacement: JsonValue): JsonValue {
  if (path.length === 0) return replacement;
  const object = isJsonObject(value) ? value : {};
  const [head, ...rest] = path as [string, ...string[]];
  const copy: { [key: string]: JsonValue } = { ...object };
  Object.defineProperty(copy, head, { value: withField(copy[head] ?? {}, rest, replacement), enumerable: true, writable: true, configurable: true });
  return copy;
}

interface Body {
  payload: string | undefined;
  recipe: string;
}

const sent = (value: JsonValue, recipe: string): Body => ({ payload: jsonText(value), recipe });

/**
 * A body for a route: the plausible one, one with a field broken (a hostile value, removed, an
 * unknown or claiming key added, a key repeated), the contract's keys with hostile values, text that
 * is not JSON or not an object, or none.
 */
function bodyArb(schema: JsonSchema | undefined, plausibleOf: fc.Arbitrary<JsonValue | undefined>, foreignIds: JsonValue[]): fc.Arbitrary<Body> {
  const keys = Object.keys(fieldsOf(schema));
  const mutation = plausibleOf.chain((plausible) => {
    const base = isJsonObject(plausible) ? plausible : {};
    const paths = fieldPaths(base);
    const pathArb: fc.Arbitrary<string[]> = paths.length > 0 ? fc.constantFrom(...paths) : fc.constant(["extra"]);
    const top = Object.keys(base);
    const nearMiss = pathArb.chain((path) =>
      fc
        .constantFrom(...nearMisses(valueAt(base, path), fieldAt(schema, path)))
        .map((value) => sent(withField(base, path, value), `plausible, ${path.join(".")} a near miss`)),
    );
    const broken = fc.tuple(pathArb, hostileValue).map(([path, value]) => sent(withField(base, path, value), `plausible, ${path.join(".")} broken`));
    const removed = pathArb.map((path) => sent(withoutField(base, path), `plausible, ${path.join(".")} removed`));
    const unknownKey = fc
      .tuple(fc.constantFrom(...HOSTILE_KEYS), hostileValue, fc.option(pathArb, { nil: undefined }))
      .map(([key, value, at]) => sent(withField(base, [...(at ?? []).slice(0, -1), key], value), `plausible, unknown key ${shorten(key, 20)} added`));
    const claim = fc
      .tuple(fc.constantFrom("userID", "custno", "user", "account", "dealerId", "id"), fc.constantFrom(...foreignIds))
      .map(([key, id]) => sent(withField(base, [key], id), `plausible, ${key} naming someone else`));
    const repeatedKey = fc.tuple(top.length > 0 ? fc.constantFrom(...top) : fc.constant("a"), hostileValue, fc.boolean()).map(([key, value, hostileFirst]) => {
      const kept: [string, JsonValue][] = Object.entries(base);
      const added: [string, JsonValue] = [key, value];
      const repeated = hostileFirst ? [added, ...kept] : [...kept, added];
      return { payload: jsonText(new Entries(repeated)), recipe: `plausible, key ${key} repeated, the hostile value ${hostileFirst ? "first" : "last"}` };
    });
    return fc.oneof(
      { weight: 4, arbitrary: nearMiss },
      { weight: 2, arbitrary: broken },
      { weight: 1, arbitrary: removed },
      { weight: 1, arbitrary: unknownKey },
      { weight: 1, arbitrary: claim },
      { weight: 1, arbitrary: repeatedKey },
    );
  });

  const hostileKeys = fc
    .subarray(keys.length > 0 ? keys : ["a"], { minLength: 0 })
    .chain((chosen) => fc.tuple(...chosen.map((key) => hostileValue.map((value) => [key, value] as [string, JsonValue]))))
    .map((entries) => sent(new Entries(entries), "the contract's keys with hostile values"));

  return fc.oneof(
    { weight: 3, arbitrary: plausibleOf.map((value) => (value === undefined ? { payload: undefined, recipe: "no body" } : sent(value, "plausible"))) },
    { weight: 6, arbitrary: mutation },
    { weight: 4, arbitrary: hostileKeys },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_JSON).map((payload) => ({ payload, recipe: "not JSON" })) },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_AN_OBJECT).map((payload) => ({ payload, recipe: "JSON but not an object" })) },
    { weight: 1, arbitrary: fc.constant({ payload: undefined, recipe: "no body" }) },
  );
}

/** A path parameter: a code that exists, a hostile text %-encoded, or a raw (possibly broken) %-encoding. */
function paramArb(plausible: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...plausible).map(percentEncode) },
    { weight: 3, arbitrary: hostileText.map(percentEncode) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...plausible), fc.constantFrom(...RAW_URL_PIECES)).map(([code, piece]) => `${percentEncode(code)}${piece}`),
    },
  );
}

/** A query: the plausible one, one value a near miss, or its keys (and unknown, repeated and claiming ones) with hostile or broken values. */
function queryArb(schema: JsonSchema | undefined, plausibleOf: fc.Arbitrary<JsonValue | undefined>, foreignIds: JsonValue[]): fc.Arbitrary<string> {
  const keys = Object.keys(fieldsOf(schema));
  const text = (value: JsonValue) => (typeof value === "string" ? value : jsonText(value));
  const asEntries = (value: JsonValue | undefined) => Object.entries(isJsonObject(value) ? value : {});
  const written = (entries: [string, JsonValue][]) => entries.map(([key, item]) => `${percentEncode(key)}=${percentEncode(text(item))}`).join("&");
  const plausible = plausibleOf.map((value) => written(asEntries(value)));
  const nearMiss = plausibleOf.chain((value) => {
    const entries = asEntries(value);
    if (entries.length === 0) return fc.constant("");
    return fc
      .nat(entries.length - 1)
      .chain((index) =>
        fc
          .constantFrom(...nearMisses(entries[index]![1], fieldAt(schema, [entries[index]![0]])))
          .map((miss) => written(entries.map(([key, item], n) => [key, n === index ? miss : item]))),
      );
  });
  const valueText = fc.oneof({ weight: 3, arbitrary: hostileText.map(percentEncode) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES) });
  const part = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...(keys.length > 0 ? keys : ["page"])), valueText).map(([key, value]) => `${key}=${value}`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...HOSTILE_KEYS), valueText).map(([key, value]) => `${percentEncode(key)}=${value}`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("userID", "custno", "user", "account", "dealerId"), fc.constantFrom(...foreignIds))
        .map(([key, id]) => `${key}=${percentEncode(text(id))}`),
    },
    { weight: 1, arbitrary: fc.constantFrom("", "&", "=", "==", "a", "=x", "%00=1", "a[b]=1", "page[]=1", "a=1=2", "?", "#", ...RAW_URL_PIECES) },
  );
  const broken = fc.tuple(plausible, fc.array(part, { minLength: 1, maxLength: 5 })).map(([base, parts]) => [base, ...parts].filter((p) => p !== "").join("&"));
  if (keys.length === 0) return fc.oneof({ weight: 4, arbitrary: fc.constant("") }, { weight: 1, arbitrary: broken });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    { weight: 2, arbitrary: plausible },
    { weight: 3, arbitrary: nearMiss },
    { weight: 4, arbitrary: broken },
  );
}

const ORIGINS = ["null", "https://evil.example", "http://localhost", "http://localhost:80", "::::", "https://localhost:80", "http://localhost:80/"];
const FETCH_SITES = ["same-origin", "same-site", "cross-site", "none", ""];

/** Now and then a value, else nothing: one time in `oneIn`. */
function rarely<T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
}

function headersArb(isRead: boolean): fc.Arbitrary<Record<string, string>> {
  return fc
    .record({
      origin: rarely(fc.constantFrom(...ORIGINS), isRead ? 20 : 8),
      "sec-fetch-site": rarely(fc.constantFrom(...FETCH_SITES), 12),
      accept: rarely(fc.constantFrom("text/html", "application/xml", "*/*", "application/json;q=0", ""), 12),
      "content-length": rarely(fc.constantFrom("0", "1", "99999999", "-1", "abc"), 40),
      "x-forwarded-for": rarely(fc.constantFrom("1.2.3.4", "::1, 10.0.0.1", "not an address"), 20),
    })
    .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<string, string>);
}

const GARBAGE_SIDS = [
  "sid=",
  "sid=x",
  "sid=%E0%A4%A",
  `sid=${"A".repeat(43)}`,
  `sid=${"a".repeat(300)}`,
  "sid=%00",
  "sid=\u00e9",
  `sid=${"A".repeat(43)}; sid=zzz`,
  "sid",
];

function cookieArb(caller: CallerKind): fc.Arbitrary<CookiePlan> {
  const garbage = fc.constantFrom(...GARBAGE_SIDS);
  if (caller === "anonymous") {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant({ kind: "none" } as const) },
      { weight: 1, arbitrary: garbage.map((header) => ({ kind: "raw", header }) as const) },
    );
  }
  return fc.oneof(
    { weight: 16, arbitrary: fc.constant({ kind: "caller" } as const) },
    { weight: 1, arbitrary: fc.constant({ kind: "none" } as const) },
    { weight: 1, arbitrary: garbage.map((header) => ({ kind: "before caller", header }) as const) },
  );
}

/** A remote address: nearly always a fresh one, so per-address limits seldom hide deeper code; now and then a busy one that hits them. */
const remoteAddressArb = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`) },
  { weight: 1, arbitrary: fc.constant("10.0.0.1") },
);

const OTHER_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"];

/** Whether the route lets this caller in (the fuzz test's staff member is an owner). */
export function admits(route: RegisteredRoute, caller: CallerKind): boolean {
  const access = [route.access].flat();
  return access.some(
    (rule) =>
      rule === "public" ||
      (caller !== "anonymous" &&
        (rule === caller ||
          (rule === "shopper" && caller !== "staff") ||
          (caller === "staff" && rule === "owner") ||
          // The fuzz test's dealer is its account's administrator (decision 041).
          (caller === "dealer" && rule === "dealerAdmin"))),
  );
}

/** Who calls: each of the four, those the route lets in more often, so that more requests get past its guard. */
export function callerArb(route: RegisteredRoute): fc.Arbitrary<CallerKind> {
  return fc.oneof(
    ...(["anonymous", "customer", "dealer", "staff"] as const).map((caller) => ({ weight: admits(route, caller) ? 3 : 1, arbitrary: fc.constant(caller) })),
  );
}

/** Every request the fuzzer may send to one route, for one caller. */
export function requestPlanArb(
  world: FuzzWorld,
  route: RegisteredRoute,
  caller: CallerKind,
  options: { altcha?: fc.Arbitrary<string> } = {},
): fc.Arbitrary<RequestPlan> {
  const bodySchema = describeContract(route.schema?.body);
  const querySchema = describeContract(route.schema?.querystring);
  const isRead = READS.has(route.method);
  const variant = fc.nat(1000);
  const plausibleBodyOf = variant.map((v) => plausibleBody(bodySchema, hintFor(world, caller, route, v)));
  const plausibleQueryOf = variant.map((v) => plausibleBody(querySchema, hintFor(world, caller, route, v)));
  const foreignIds: JsonValue[] = [
    world.customer.id + 1000,
    String(world.dealer.id + 1),
    world.target.dealerAccount,
    world.target.customerEmail,
    caller === "customer" ? world.dealer.id : world.customer.id,
  ];

  let body = bodyArb(bodySchema, plausibleBodyOf, foreignIds);
  if (isRead) body = fc.oneof({ weight: 8, arbitrary: fc.constant({ payload: undefined, recipe: "no body" }) }, { weight: 1, arbitrary: body });
  if (options.altcha) {
    const altcha = options.altcha;
    body = fc.tuple(plausibleBodyOf, altcha).map(([plausible, value]) => {
      return sent(withField(isJsonObject(plausible) ? plausible : {}, ["altcha"], value), `plausible with altcha ${shorten(value, 60)}`);
    });
  }
  const params = (route.url.match(/:[A-Za-z0-9_]+/g) ?? []).map(() => paramArb(world.pathValues(route.url)));

  return fc
    .record({
      method: fc.oneof({ weight: 19, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) }),
      params: fc.tuple(...params),
      query: queryArb(querySchema, plausibleQueryOf, foreignIds),
      body,
      contentType: fc.oneof({ weight: 9, arbitrary: contentType }, { weight: isRead ? 6 : 1, arbitrary: fc.constant(undefined) }),
      headers: headersArb(isRead),
      cookie: cookieArb(caller),
      remoteAddress: remoteAddressArb,
    })
    .map(({ method, params: values, query, body: { payload, recipe }, contentType: type, headers, cookie, remoteAddress }) => {
      let index = 0;
      const path = route.url.replace(/:[A-Za-z0-9_]+/g, () => values[index++] ?? "");
      const allHeaders = { ...headers, ...(type === undefined || (payload === undefined && isRead) ? {} : { "content-type": type }) };
      return { route, caller, method, url: query === "" ? path : `${path}?${query}`, headers: allHeaders, cookie, payload, remoteAddress, recipe };
    });
}

/**
 * `altcha` values for the captcha-protected forms when the captcha is on: missing, hostile, not
 * base64 JSON, or decodable payloads whose challenge and solution fields are wrong in every way.
 */
export const altchaArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.constantFrom("", "bm90IGpzb24=", Buffer.from("null").toString("base64"), Buffer.from("[]").toString("base64"), "%%%") },
  {
    weight: 5,
    arbitrary: fc
      .record({
        algorithm: fc.oneof(fc.constant<JsonValue>("SHA-256"), hostileValue),
        nonce: fc.oneof(fc.constant<JsonValue>("6e6f6e6365"), hostileValue),
        expiresAt: fc.oneof(fc.constant<JsonValue>(Math.floor(Date.UTC(2100, 0, 1) / 1000)), hostileValue),
        keyLength: fc.oneof(fc.constant<JsonValue>(32), hostileValue),
        cost: fc.oneof(fc.constant<JsonValue>(1), hostileValue),
        signature: fc.oneof(fc.constant<JsonValue>("00"), hostileValue),
        counter: fc.oneof(fc.constant<JsonValue>(1234), hostileValue),
        derivedKey: fc.oneof(fc.constant<JsonValue>("ab".repeat(32)), hostileValue),
      })
      .map(({ algorithm, nonce, expiresAt, keyLength, cost, signature, counter, derivedKey }) =>
        Buffer.from(
          jsonText({
            challenge: { parameters: { algorithm, nonce, salt: "73616c74", expiresAt, keyLength, cost }, signature },
            solution: { counter, derivedKey },
          }),
        ).toString("base64"),
      ),
  },
);

/** The fields of a body contract, to tell which routes are captcha-protected. */
export function bodyFields(route: RegisteredRoute): string[] {
  return Object.keys(fieldsOf(describeContract(route.schema?.body)));
}

const shownValue = (value: JsonValue | undefined) => shorten(typeof value === "string" ? value : jsonText(value ?? null), 60);

function accepts(schema: unknown, value: unknown): boolean {
  return schema instanceof z.ZodType && schema.safeParse(value).success;
}

/** The values worth trying in a field: its near misses, then the hostile texts or edge numbers of its kind. */
function edgeCandidates(value: JsonValue | undefined, field: JsonSchema | undefined): JsonValue[] {
  const ofKind = typeof value === "string" ? SPECIAL_TEXTS : typeof value === "number" ? EDGE_NUMBERS : [];
  const seen = new Set<string>([jsonText(value ?? null)]);
  return [...nearMisses(value, field), ...ofKind].filter((candidate) => {
    const key = jsonText(candidate);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Takes one from each list in turn, so that every field gets its first candidates before any gets many. */
function roundRobin<T>(lists: T[][], limit: number): T[] {
  const taken: T[] = [];
  for (let round = 0; taken.length < limit && lists.some((list) => round < list.length); round++) {
    for (const list of lists) if (round < list.length && taken.length < limit) taken.push(list[round]!);
  }
  return taken;
}

/**
 * The plausible request with one field (of the body, the query or the path) set to a value at an
 * edge that the route's own contract still accepts: a 31st of February, a year 0, a text of exactly
 * the maximum length, one that trims or case-folds to something else. These get past validation by
 * construction, so they test what the contract promises the code behind it. Deterministic: every
 * such request in a fixed order, at most `limit`, the fields taken in turn.
 */
export function acceptedEdgePlans(world: FuzzWorld, route: RegisteredRoute, caller: CallerKind, limit: number, firstAddress: number): RequestPlan[] {
  const hint = hintFor(world, caller, route, 0);
  const bodySchema = describeContract(route.schema?.body);
  const querySchema = describeContract(route.schema?.querystring);
  const asObject = (value: JsonValue | undefined) => (isJsonObject(value) ? value : {});
  const body = asObject(plausibleBody(bodySchema, hint));
  const query = Object.fromEntries(
    Object.entries(asObject(plausibleBody(querySchema, hint))).map(([key, value]) => [key, typeof value === "string" ? value : jsonText(value)]),
  );
  const paramNames = (route.url.match(/:[A-Za-z0-9_]+/g) ?? []).map((name) => name.slice(1));
  const params = Object.fromEntries(paramNames.map((name) => [name, world.pathValues(route.url)[0]!]));
  const sendsBody = route.schema?.body !== undefined;

  type Edge = { body: Record<string, JsonValue>; query: Record<string, string>; params: Record<string, string>; what: string };
  const lists: Edge[][] = [];
  for (const path of fieldPaths(body)) {
    const candidates = edgeCandidates(valueAt(body, path), fieldAt(bodySchema, path));
    lists.push(
      candidates
        .map((candidate) => withField(body, path, candidate) as Record<string, JsonValue>)
        .filter((changed) => accepts(route.schema?.body, JSON.parse(jsonText(changed))))
        .map((changed) => ({ body: changed, query, params, what: `body ${path.join(".")} = ${shownValue(valueAt(changed, path))}` })),
    );
  }
  for (const key of Object.keys(query)) {
    const candidates = edgeCandidates(query[key], fieldAt(querySchema, [key])).map((candidate) =>
      typeof candidate === "string" ? candidate : jsonText(candidate),
    );
    lists.push(
      candidates
        .map((candidate) => ({ ...query, [key]: candidate }))
        .filter((changed) => accepts(route.schema?.querystring, changed))
        .map((changed) => ({ body, query: changed, params, what: `query ${key} = ${shorten(changed[key]!, 60)}` })),
    );
  }
  for (const name of paramNames) {
    const candidates = [...world.pathValues(route.url), ...edgeCandidates(params[name], undefined)].map((candidate) =>
      typeof candidate === "string" ? candidate : jsonText(candidate),
    );
    lists.push(
      candidates
        .map((candidate) => ({ ...params, [name]: candidate }))
        .filter((changed) => accepts(route.schema?.params, changed))
        .map((changed) => ({ body, query, params: changed, what: `path ${name} = ${shorten(changed[name]!, 60)}` })),
    );
  }

  return roundRobin(lists, limit).map((edge, index): RequestPlan => {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => percentEncode(edge.params[name] ?? ""));
    const search = Object.entries(edge.query)
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
      .join("&");
    const address = firstAddress + index;
    return {
      route,
      caller,
      method: route.method,
      url: search === "" ? path : `${path}?${search}`,
      headers: sendsBody ? { "content-type": "application/json" } : {},
      cookie: { kind: "caller" },
      payload: sendsBody ? jsonText(edge.body) : undefined,
      remoteAddress: `10.250.${(address >> 8) & 255}.${address & 255}`,
      recipe: `an edge the contract accepts: ${edge.what}`,
    };
  });
}
