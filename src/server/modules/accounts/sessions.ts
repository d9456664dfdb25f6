import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { SIGN_IN_REQUIRED_MESSAGE } from "../../../domain/contracts/accounts";
import type { AppDeps } from "../../app";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { customers, dealers, sessions, staffUsers } from "../../db/schema/accounts";
import { AppError } from "../../errors";
import { BatchLoader } from "../../lib/batch-loader";
import { randomToken, TOKEN_SHAPE, tokenHash } from "./tokens";

export type CustomerPrincipal = { kind: "customer"; id: number; email: string };
export type DealerPrincipal = { kind: "dealer"; id: number; account: string; pricecode: number; level: number };
export type StaffPrincipal = { kind: "staff"; id: number; email: string };
/** Who a request comes from, as its session cookie says. */
export type Principal = CustomerPrincipal | DealerPrincipal | StaffPrincipal;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in caller, or null; loaded once per request, and free when there is no session cookie. */
    principal(): Promise<Principal | null>;
    /**
     * The caller as product pricing needs it (is this a dealer, and of which price code): the same as
     * principal(), but a session seen in the last PRICING_SESSION_CACHE_MS is taken from memory. Never use
     * it to authorise anything: a sign-out elsewhere reaches it only after that delay.
     */
    pricingPrincipal(): Promise<Principal | null>;
  }
}

export const SESSION_COOKIE = "sid";
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
const IDLE_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

/** The hash of the session token the request carries, if it carries a well-formed one. */
export function sessionHashOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && TOKEN_SHAPE.test(token) ? tokenHash(token) : undefined;
}

function prepareSessionLookup(db: Db) {
  return db
    .select({
      idHash: sessions.idHash,
      kind: sessions.principalKind,
      id: sessions.principalId,
      remember: sessions.remember,
      lastSeenAt: sessions.lastSeenAt,
      customerEmail: customers.email,
      dealerAccount: dealers.account,
      dealerPricecode: dealers.pricecode,
      dealerLevel: dealers.level,
      dealerActive: dealers.active,
      staffEmail: staffUsers.email,
    })
    .from(sessions)
    .leftJoin(customers, and(eq(sessions.principalKind, "customer"), eq(customers.id, sessions.principalId)))
    .leftJoin(dealers, and(eq(sessions.principalKind, "dealer"), eq(dealers.id, sessions.principalId)))
    .leftJoin(staffUsers, and(eq(sessions.principalKind, "staff"), eq(staffUsers.id, sessions.principalId)))
    .where(and(sql`${sessions.idHash} = any(${sql.placeholder("idHashes")})`, sql`${sessions.expiresAt} > now()`))
    .prepare("session_principals");
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>["execute"]>>[number];

/**
 * The session lookup every signed-in call makes: prepared once per database (no parse or plan per
 * call), and the sessions asked for together are read in one query. Nothing is cached: each call sees
 * its session as the database has it when the call arrives, so a sign-out or an expiry takes effect at once.
 */
function sessionLookup(db: Db): BatchLoader<string, SessionRow> {
  const statement = prepareSessionLookup(db);
  return new BatchLoader(async (idHashes) => new Map((await statement.execute({ idHashes })).map((row) => [row.idHash, row])));
}

async function loadPrincipal(db: Db, lookup: BatchLoader<string, SessionRow>, touches: RecentTouches, request: FastifyRequest): Promise<Principal | null> {
  const idHash = sessionHashOf(request);
  if (!idHash) return null;
  const row = await lookup.load(idHash);
  if (!row) return null;

  let principal: Principal | null = null;
  if (row.kind === "customer" && row.customerEmail !== null) principal = { kind: "customer", id: row.id, email: row.customerEmail };
  if (row.kind === "dealer" && row.dealerAccount !== null && row.dealerActive) {
    principal = { kind: "dealer", id: row.id, account: row.dealerAccount, pricecode: row.dealerPricecode ?? 0, level: row.dealerLevel ?? 0 };
  }
  if (row.kind === "staff" && row.staffEmail !== null) principal = { kind: "staff", id: row.id, email: row.staffEmail };
  if (!principal) return null;

  const now = Date.now();
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS && !touches.recentlyTouched(idHash, now)) {
    await db
      .update(sessions)
      .set(row.remember ? { lastSeenAt: sql`now()` } : { lastSeenAt: sql`now()`, expiresAt: new Date(now + IDLE_MS) })
      .where(eq(sessions.idHash, idHash));
  }
  return principal;
}

/**
 * The sessions this server touched in the last minute. Calls of one session that arrive together all
 * read the old last-seen time; only the first updates the row, instead of each queueing on its lock.
 */
class RecentTouches {
  private readonly touched = new Map<string, number>();

  /** Whether the session was touched within the minute; if not, records a touch now. */
  recentlyTouched(idHash: string, now: number): boolean {
    const at = this.touched.get(idHash);
    if (at !== undefined && now - at < TOUCH_EVERY_MS) return true;
    if (this.touched.size >= 10_000) {
      for (const [key, when] of this.touched) if (now - when >= TOUCH_EVERY_MS) this.touched.delete(key);
      if (this.touched.size >= 10_000) this.touched.clear();
    }
    this.touched.set(idHash, now);
    return false;
  }
}

/**
 * The principals this server looked up in the last moment, for pricing only. It spares signed-in
 * catalogue calls the session round trip that anonymous, cached answers never make.
 */
class RecentPrincipals {
  private readonly seen = new Map<string, { principal: Principal | null; at: number }>();

  constructor(private readonly ttlMs: number) {}

  async get(idHash: string, load: () => Promise<Principal | null>): Promise<Principal | null> {
    const now = Date.now();
    const hit = this.seen.get(idHash);
    if (hit && now - hit.at < this.ttlMs) return hit.principal;
    const principal = await load();
    if (this.ttlMs > 0) {
      if (this.seen.size >= 10_000) this.seen.clear();
      this.seen.set(idHash, { principal, at: now });
    }
    return principal;
  }

  evict(idHash: string): void {
    this.seen.delete(idHash);
  }
}

const recentPrincipalsOf = new WeakMap<Db, RecentPrincipals>();

/**
 * Decorates every request with principal() and pricingPrincipal(). Registered at the root (it skips encapsulation, as
 * fastify-plugin would), so every route of the app can ask who is calling.
 */
export const sessionPlugin: FastifyPluginAsync<AppDeps> = Object.assign(
  async (app: Parameters<FastifyPluginAsync<AppDeps>>[0], { db, config }: AppDeps) => {
    const loaded = new WeakMap<FastifyRequest, Promise<Principal | null>>();
    const lookup = sessionLookup(db);
    const touches = new RecentTouches();
    const recent = new RecentPrincipals(config.PRICING_SESSION_CACHE_MS);
    recentPrincipalsOf.set(db, recent);
    app.decorateRequest("principal", function (this: FastifyRequest) {
      let principal = loaded.get(this);
      if (!principal) {
        principal = loadPrincipal(db, lookup, touches, this);
        loaded.set(this, principal);
      }
      return principal;
    });
    app.decorateRequest("pricingPrincipal", function (this: FastifyRequest) {
      const idHash = sessionHashOf(this);
      return idHash ? recent.get(idHash, () => this.principal()) : Promise.resolve(null);
    });
  },
  { [Symbol.for("skip-override")]: true },
);

function cookieOptions(config: Config, request: FastifyRequest) {
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure: config.COOKIE_SECURE ?? request.protocol === "https" };
}

/** Signs the caller in: a new random session (30 days when remembered, else 12 idle hours) and its cookie. */
export async function startSession(
  { db, config }: { db: Db; config: Config },
  request: FastifyRequest,
  reply: FastifyReply,
  who: { kind: Principal["kind"]; id: number; remember: boolean },
): Promise<void> {
  const previous = sessionHashOf(request);
  if (previous) {
    await db.delete(sessions).where(eq(sessions.idHash, previous));
    recentPrincipalsOf.get(db)?.evict(previous);
  }
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  const token = randomToken();
  await db.insert(sessions).values({
    idHash: tokenHash(token),
    principalKind: who.kind,
    principalId: who.id,
    remember: who.remember,
    expiresAt: new Date(Date.now() + (who.remember ? REMEMBER_MS : IDLE_MS)),
  });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config, request), ...(who.remember ? { maxAge: REMEMBER_MS / 1000 } : {}) });
}

/** Signs the caller out: deletes the session and clears the cookie. */
export async function endSession({ db, config }: { db: Db; config: Config }, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const idHash = sessionHashOf(request);
  if (idHash) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    recentPrincipalsOf.get(db)?.evict(idHash);
  }
  if (request.cookies[SESSION_COOKIE] !== undefined) reply.clearCookie(SESSION_COOKIE, cookieOptions(config, request));
}

/** Clears a cookie whose session no longer exists (expired, signed out elsewhere). */
export function clearStaleCookie(config: Config, request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[SESSION_COOKIE] !== undefined) reply.clearCookie(SESSION_COOKIE, cookieOptions(config, request));
}

const signInRequired = () => new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED_MESSAGE);

/** The signed-in caller of any kind; 401 'Please sign in.' otherwise. */
export async function requireSignedIn(request: FastifyRequest): Promise<Principal> {
  const principal = await request.principal();
  if (!principal) throw signInRequired();
  return principal;
}

/** The signed-in customer; 401 when anonymous, 403 for dealers and staff. */
export async function requireCustomer(request: FastifyRequest): Promise<CustomerPrincipal> {
  const principal = await requireSignedIn(request);
  if (principal.kind !== "customer") throw new AppError("FORBIDDEN", "This is only for customer accounts.");
  return principal;
}

/** The signed-in dealer; 401 when anonymous, 403 for customers and staff. */
export async function requireDealer(request: FastifyRequest): Promise<DealerPrincipal> {
  const principal = await requireSignedIn(request);
  if (principal.kind !== "dealer") throw new AppError("FORBIDDEN", "This is only for dealer accounts.");
  return principal;
}

/** The signed-in customer or dealer (staff have no shopper account); 401 when anonymous. */
export async function requireShopper(request: FastifyRequest): Promise<CustomerPrincipal | DealerPrincipal> {
  const principal = await requireSignedIn(request);
  if (principal.kind === "staff") throw new AppError("FORBIDDEN", "This is only for customer and dealer accounts.");
  return principal;
}

/** Whether an id sent by the browser names the caller: their id, a dealer's account or a customer's e-mail. */
export function isSelf(principal: Principal, claimed: string | number): boolean {
  const value = String(claimed).trim();
  if (value === String(principal.id)) return true;
  if (principal.kind === "dealer") return value.toUpperCase() === principal.account.toUpperCase();
  return value.toLowerCase() === principal.email.toLowerCase();
}

/** 403 when a userID, custno, user, id, account or dealerId in a request is not the caller's own; absent ids pass. */
export function assertSelf(principal: Principal, ...claimed: (string | number | null | undefined)[]): void {
  for (const value of claimed) {
    if (value === undefined || value === null) continue;
    if (!isSelf(principal, value)) throw new AppError("FORBIDDEN", "You can only see and change your own account.");
  }
}
