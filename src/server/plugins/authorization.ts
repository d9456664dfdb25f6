import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import fp from "fastify-plugin";
import type { MessageKey } from "../../domain/i18n/catalogue";
import { AppError } from "../errors";
import { addRouteHook } from "../lib/route-hooks";
import type { CustomerViewer, DealerViewer, StaffViewer, Viewer } from "../viewer";

/**
 * Who may call a route: anyone (`public`), a signed-in `customer`, `dealer` (the account's administrator
 * or one of its buyers), `dealerAdmin` (a dealer account's administrator only, never a buyer: decision
 * 041), `shopper` (customer or dealer), `staff` (any staff role) or `owner` (the owner role only).
 */
export type Access = "public" | "customer" | "dealer" | "dealerAdmin" | "shopper" | "staff" | "owner";

/** A route as registered: what the fuzz test and the API docs walk. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | readonly Access[];
  /** `produces`: the types of a route that answers with a file rather than JSON (text/csv). */
  schema: { body?: unknown; querystring?: unknown; params?: unknown; produces?: readonly string[] } | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every /api route with its declared access and schemas, in registration order. */
    apiRoutes: RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /** Required on every /api route: who may call it (any of a list). Checked before the body is read or validated. */
    access?: Access | readonly Access[];
    /**
     * Fields of the body or query that name an account and must name the caller (DESIGN 5). Shopper
     * routes always check userID, userId, userid, custno, user, account and dealerId; a route adds
     * `id` here when its id is the caller's (and not, say, an address id).
     */
    claims?: string[];
  }
}

/** The API's documentation (swagger-ui): public, and the only /api routes that declare no access themselves. */
export const API_DOCS = "/api/docs";

const ALWAYS_CLAIMED = ["userID", "userId", "userid", "custno", "user", "account", "dealerId"];

const signInRequired = () => new AppError("UNAUTHORIZED", "errors.signInRequired");

/** The caller if it may use a route of this access (or any of a list); 401 when anonymous, 403 when signed in as someone who may not. */
export function authorize(viewer: Viewer, access: Access | readonly Access[]): Viewer {
  if (typeof access !== "string") {
    if (access.includes("public")) return viewer;
    if (viewer.kind === "anonymous") throw signInRequired();
    const allowed = access.find((one) => isAllowed(viewer, one));
    if (!allowed) throw new AppError("FORBIDDEN", forbiddenMessage(access[0] ?? "staff"));
    return viewer;
  }
  if (access === "public") return viewer;
  if (viewer.kind === "anonymous") throw signInRequired();
  if (!isAllowed(viewer, access)) throw new AppError("FORBIDDEN", forbiddenMessage(access));
  return viewer;
}

function isAllowed(viewer: Viewer, access: Access): boolean {
  return (
    access === "public" ||
    (access === "customer" && viewer.kind === "customer") ||
    (access === "dealer" && viewer.kind === "dealer") ||
    (access === "dealerAdmin" && viewer.kind === "dealer" && viewer.buyerId === null) ||
    (access === "shopper" && (viewer.kind === "customer" || viewer.kind === "dealer")) ||
    (access === "staff" && viewer.kind === "staff") ||
    (access === "owner" && viewer.kind === "staff" && viewer.role === "owner")
  );
}

function forbiddenMessage(access: Access): Extract<MessageKey, `errors.forbidden.${string}`> {
  return access === "public" ? "errors.forbidden.staff" : `errors.forbidden.${access}`;
}

/** Whether an id sent by the browser names the caller: their id, a dealer's account or a customer's e-mail. */
export function isSelf(viewer: Viewer, claimed: unknown): boolean {
  if (viewer.kind === "anonymous") return false;
  if (typeof claimed !== "string" && typeof claimed !== "number") return false;
  const value = String(claimed).trim();
  if (value === String(viewer.id)) return true;
  if (viewer.kind === "dealer") return value.toUpperCase() === viewer.account.toUpperCase();
  return value.toLowerCase() === viewer.email.toLowerCase();
}

function assertClaims(request: FastifyRequest, names: readonly string[]): void {
  for (const source of [request.body, request.query]) {
    if (source === null || typeof source !== "object" || Array.isArray(source)) continue;
    for (const name of names) {
      const claimed = (source as Record<string, unknown>)[name];
      if (claimed === undefined || claimed === null) continue;
      if (!isSelf(request.viewer, claimed)) throw new AppError("FORBIDDEN", "errors.selfOnly");
    }
  }
}

/** The signed-in caller of a route guarded `customer`. */
export function customerOf(request: FastifyRequest): CustomerViewer {
  const viewer = authorize(request.viewer, "customer");
  return viewer as CustomerViewer;
}

/** The signed-in caller of a route guarded `dealer`. */
export function dealerOf(request: FastifyRequest): DealerViewer {
  return authorize(request.viewer, "dealer") as DealerViewer;
}

/** The signed-in caller of a route guarded `dealerAdmin`: a dealer account's administrator. */
export function dealerAdminOf(request: FastifyRequest): DealerViewer {
  return authorize(request.viewer, "dealerAdmin") as DealerViewer;
}

/** The signed-in caller of a route guarded `shopper`. */
export function shopperOf(request: FastifyRequest): CustomerViewer | DealerViewer {
  return authorize(request.viewer, "shopper") as CustomerViewer | DealerViewer;
}

/** The signed-in caller of a route guarded `staff` or `owner`. */
export function staffOf(request: FastifyRequest): StaffViewer {
  return authorize(request.viewer, "staff") as StaffViewer;
}

/**
 * Route guards. Every /api route declares `config.access`; the app refuses to start if one does not.
 * The guard runs as soon as the caller is known, before the body is parsed or validated, so an
 * anonymous caller gets 401 whatever it sends. Then, for shopper routes, every id in the request that
 * names an account must name the caller (403 otherwise), whether or not the route's schema reads it.
 */
export const authorizationPlugin = fp(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate("apiRoutes", routes);
    // Each route gets only the guards its access needs, reading its settings from this closure (lib/route-hooks.ts).
    app.addHook("onRoute", (route) => {
      if (route.url === API_DOCS || route.url.startsWith(`${API_DOCS}/`)) {
        route.config = { ...route.config, access: "public", session: "none" };
        return;
      }
      const access = route.config?.access;
      if (route.url.startsWith("/api/")) {
        if (access === undefined)
          throw new Error(`${route.method} ${route.url} declares no access (config.access): every /api route must say who may call it.`);
        for (const method of [route.method].flat()) {
          routes.push({ method, url: route.url, access, schema: route.schema as RegisteredRoute["schema"] });
        }
      }
      if (access === undefined || access === "public" || (typeof access !== "string" && access.includes("public"))) return;

      addRouteHook(route, "onRequest", (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        authorize(request.viewer, access);
        done();
      });
      if (access === "customer" || access === "dealer" || access === "dealerAdmin" || access === "shopper") {
        const claims = route.config?.claims ? [...ALWAYS_CLAIMED, ...route.config.claims] : ALWAYS_CLAIMED;
        addRouteHook(route, "preValidation", (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
          assertClaims(request, claims);
          done();
        });
      }
      // What a signed-in caller is answered is theirs alone: no shared cache keeps it, unless the route says otherwise.
      addRouteHook(route, "onSend", (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
        done(null, payload);
      });
    });
  },
  { name: "authorization", dependencies: ["session"] },
);
