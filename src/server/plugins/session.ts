import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import type { Config } from "../config";
import type { Ctx } from "../context";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { addRouteHook } from "../lib/route-hooks";
import type { Signals } from "../lib/signals";
import { randomToken, TOKEN_SHAPE, tokenHash } from "../lib/tokens";
import { endSession, endSessionsOf, recordSession, type SessionOfViewer, sessionReader, touchSession } from "../modules/accounts/service";
import { ANONYMOUS, type Principal, principalOf, type Viewer } from "../viewer";

/**
 * How a route reads the session: `fresh` (the database as it is now: every account call), `pricing`
 * (a session seen in the last PRICING_SESSION_CACHE_MS may come from memory: product answers only,
 * never anything that authorises), `none` (the route never asks who is calling).
 */
export type SessionMode = "fresh" | "pricing" | "none";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller, read once before the route's guard runs; anonymous without a valid session cookie. */
    viewer: Viewer;
    /** Where `viewer` keeps a signed-in caller; null for anonymous. */
    signedInViewer: Viewer | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyContextConfig {
    /** How this route reads the session; /api routes default to `fresh`, other routes to `none`. */
    session?: SessionMode;
  }
}

export const SESSION_COOKIE = "sid";
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
const IDLE_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;
const REMEMBERED_SESSIONS = 10_000;

/** The hash of the session token the request carries, if it carries a well-formed one. */
export function sessionHashOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && TOKEN_SHAPE.test(token) ? tokenHash(token) : undefined;
}

/** Who signs in: the kind and id of the account (a buyer's own, decision 041), and whether the session outlives the browser. */
export interface SessionOwner extends Principal {
  remember: boolean;
}

/**
 * Sessions: reading the caller from the cookie, starting and ending sessions, and what this server
 * remembers of them. The rows are the accounts module's (sessionReader batches the lookups).
 */
export class SessionStore {
  private readonly lookup: (idHash: string) => Promise<SessionOfViewer | null>;
  /** Sessions whose last-seen time this server updated in the last minute: calls arriving together update it once. */
  private readonly touched = new LRUCache<string, true>({ max: REMEMBERED_SESSIONS, ttl: TOUCH_EVERY_MS });
  /** Viewers seen in the last moment, for product pricing only (see SessionMode `pricing`). */
  private readonly recent: LRUCache<string, Viewer> | null;

  /** Off while other servers' sign-outs cannot be heard (see lib/signals). */
  private remembering = true;
  private readonly tell: (payload: string) => void;

  /** Where the session rows are read and written (the accounts module's). */
  private readonly sessionRows: Ctx<"db">;

  constructor(
    db: Db,
    private readonly config: Config,
    signals: Signals,
    onError: (error: unknown) => void,
  ) {
    this.sessionRows = { db };
    this.lookup = sessionReader(this.sessionRows);
    this.recent =
      config.PRICING_SESSION_CACHE_MS > 0
        ? new LRUCache({
            max: REMEMBERED_SESSIONS,
            ttl: config.PRICING_SESSION_CACHE_MS,
            // A read under way when its session is forgotten (a sign-out heard from any server) still answers
            // the call that asked, and is not kept.
            ignoreFetchAbort: true,
            fetchMethod: (idHash) => this.read(idHash),
          })
        : null;
    // A sign-out, a password change or a disabled account on any server ends this server's memory of those sessions.
    this.tell = (payload) => void signals.publish("session", payload).catch(onError);
    signals.on("session", (payload) => {
      const [what, kind, id] = payload.split(":");
      if (what === "h" && kind) this.forgetHere(kind);
      if (what === "a" && kind && id) this.forgetAccountHere({ kind: kind as Principal["kind"], id: Number(id) });
    });
    signals.onListening((listening) => {
      this.remembering = listening;
      this.recent?.clear();
    });
  }

  /** The caller of a request, read as the route's session mode says. */
  async viewerOf(request: FastifyRequest, mode: SessionMode): Promise<Viewer> {
    if (mode === "none") return ANONYMOUS;
    const idHash = sessionHashOf(request);
    if (!idHash) return ANONYMOUS;
    if (mode === "pricing" && this.recent && this.remembering) return (await this.recent.fetch(idHash)) ?? ANONYMOUS;
    return this.read(idHash);
  }

  private async read(idHash: string): Promise<Viewer> {
    const row = await this.lookup(idHash);
    if (!row) return ANONYMOUS;
    const { viewer } = row;
    if (viewer.kind === "anonymous") return viewer;
    const now = Date.now();
    if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS && !this.touched.has(idHash)) {
      this.touched.set(idHash, true);
      await touchSession(this.sessionRows, idHash, row.remember ? null : new Date(now + IDLE_MS));
    }
    return viewer;
  }

  /** Forgets what every server remembers of a session, so the next pricing read goes to the database. */
  forget(idHash: string): void {
    this.forgetHere(idHash);
    this.tell(`h:${idHash}`);
  }

  private forgetHere(idHash: string): void {
    this.recent?.delete(idHash);
    this.touched.delete(idHash);
  }

  /**
   * Ends every session of one account (an owner disabled a staff user): deleted from the
   * database, and forgotten by every server's pricing memory.
   */
  async endAllOf(owner: Principal): Promise<void> {
    await endSessionsOf(this.sessionRows, owner);
    this.forgetAccount(owner);
  }

  /**
   * Forgets what every server remembers of one account's sessions (its password or price code changed, it was disabled).
   * A dealer's covers its buyers' sessions too (they read as the dealer); a buyer's only theirs.
   */
  forgetAccount(owner: Principal): void {
    this.forgetAccountHere(owner);
    this.tell(`a:${owner.kind}:${owner.id}`);
  }

  private forgetAccountHere(owner: Principal): void {
    if (!this.recent) return;
    for (const [idHash, viewer] of this.recent.entries()) {
      if (viewer.kind === "anonymous") continue;
      const principal = principalOf(viewer);
      if ((viewer.kind === owner.kind && viewer.id === owner.id) || (principal.kind === owner.kind && principal.id === owner.id)) this.recent.delete(idHash);
    }
  }

  private cookieOptions(request: FastifyRequest) {
    return { path: "/", httpOnly: true, sameSite: "lax" as const, secure: this.config.COOKIE_SECURE ?? request.protocol === "https" };
  }

  /** Signs the caller in: a new random session (30 days when remembered, else 12 idle hours) and its cookie; any previous session of this browser ends. */
  async start(request: FastifyRequest, reply: FastifyReply, owner: SessionOwner): Promise<void> {
    const previous = sessionHashOf(request);
    if (previous) {
      await endSession(this.sessionRows, previous);
      this.forget(previous);
    }
    const token = randomToken();
    await recordSession(this.sessionRows, {
      idHash: tokenHash(token),
      owner,
      remember: owner.remember,
      expiresAt: new Date(Date.now() + (owner.remember ? REMEMBER_MS : IDLE_MS)),
    });
    reply.setCookie(SESSION_COOKIE, token, { ...this.cookieOptions(request), ...(owner.remember ? { maxAge: REMEMBER_MS / 1000 } : {}) });
  }

  /** Signs the caller out: deletes the session and clears its cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const idHash = sessionHashOf(request);
    if (idHash) {
      await endSession(this.sessionRows, idHash);
      this.forget(idHash);
    }
    this.clearCookie(request, reply);
  }

  /** Clears the cookie of a session that no longer exists (expired, signed out elsewhere). */
  clearCookie(request: FastifyRequest, reply: FastifyReply): void {
    if (request.cookies[SESSION_COOKIE] !== undefined) reply.clearCookie(SESSION_COOKIE, this.cookieOptions(request));
  }
}

/**
 * Reads the caller before any guard runs: every request gets `request.viewer` (anonymous, customer,
 * dealer with price code, or staff with a role), and the app gets `app.sessions` to start and end them.
 */
export const sessionPlugin = fp<AppDeps>(
  async (app, { db, config, signals }) => {
    const store = new SessionStore(db, config, signals, (error) => app.log.error({ err: error }, "telling other servers about a session failed"));
    app.decorate("sessions", store);
    // Every request has a caller: anonymous until its route's hook reads the session (a slot set up
    // front, so requests keep one shape).
    app.decorateRequest("signedInViewer", null);
    app.decorateRequest("viewer", {
      getter(this: FastifyRequest) {
        return this.signedInViewer ?? ANONYMOUS;
      },
      setter(this: FastifyRequest, viewer: Viewer) {
        this.signedInViewer = viewer;
      },
    });
    // Each route reads its caller as its session mode says (lib/route-hooks.ts); a route that needs none,
    // and a request without a session cookie, costs no await. Requests no route answers stay anonymous
    // (pages read their caller themselves, render/pages.ts).
    app.addHook("onRoute", (route) => {
      const mode = route.config?.session ?? (route.url.startsWith("/api/") ? "fresh" : "none");
      if (mode === "none") return;
      addRouteHook(route, "onRequest", (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        if (request.cookies[SESSION_COOKIE] === undefined) return done();
        store.viewerOf(request, mode).then((viewer) => {
          request.viewer = viewer;
          done();
        }, done);
      });
    });
  },
  { name: "session", dependencies: ["@fastify/cookie"] },
);
