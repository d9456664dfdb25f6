import type { RouteOptions } from "fastify";

type RouteHookName = "onRequest" | "preValidation" | "onSend" | "onResponse";

/**
 * Gives one route a hook of its own, after the hooks it already has (a plugin's `onRoute` listener
 * calls this). A hook that only some routes need then costs the others nothing, and it reads the
 * route's settings from its closure instead of `request.routeOptions`, which Fastify builds anew on
 * every read. A new array every time: Fastify copies a GET's options for its HEAD twin before the
 * listeners run, so the two must not share one.
 */
export function addRouteHook(route: RouteOptions, name: RouteHookName, hook: (...args: never[]) => unknown): void {
  const existing = route[name] as unknown;
  (route as unknown as Record<RouteHookName, unknown>)[name] = existing === undefined ? [hook] : [...[existing].flat(), hook];
}
