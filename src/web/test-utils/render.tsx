import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";
import { createQueryClient, Providers } from "../app/providers";

type Reply = unknown | ((url: URL, init?: RequestInit) => unknown);

/**
 * Stubs fetch with JSON replies keyed by API path ("/api/banner"). A reply that is an Error makes that call
 * answer 500; a path with no reply answers 404.
 */
export function stubApi(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    if (!(url.pathname in replies)) return jsonResponse({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
    const reply = replies[url.pathname];
    const body = typeof reply === "function" ? reply(url, init) : reply;
    if (body instanceof Error) return jsonResponse({ error: { code: "INTERNAL", message: body.message } }, 500);
    return jsonResponse(body, 200);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function jsonResponse(body: unknown, status: number) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Calls made to one API path, as URLs. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, path: string): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost")).filter((url) => url.pathname === path);
}

/** Renders routes in a memory router inside the app's providers, with retries off so failures show at once. */
export function renderRoutes(routes: RouteObject[], { path = "/" }: { path?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element on every path; read router.state.location to see where it navigated. */
export function renderAt(element: ReactNode, { path = "/" }: { path?: string } = {}) {
  return renderRoutes([{ path: "*", element }], { path });
}
