import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ApiReader } from "../../domain/server-rendering";

/** A refusal as the renderer's API client reads it: the status the API answered. */
class ReadRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const READ_HEADER = "x-partshop-page-read";
/** Marks the renderer's own reads: random per process, so no client can send it. */
const READ_MARK = randomBytes(16).toString("hex");

/**
 * Whether a request is one of the renderer's reads (see createApiReader). Their request log lines are
 * left out: a page is logged once, as the page, not again for each answer it was rendered with.
 */
export function isPageRead(request: { headers: Record<string, string | string[] | undefined> }): boolean {
  return request.headers[READ_HEADER] === READ_MARK;
}

/** The app whose page is being rendered, for the reads of that render. */
const renderingFor = new AsyncLocalStorage<FastifyInstance>();

/**
 * Renders a page with `app`'s answers. The storefront keeps one reader per process (lib/api.ts's
 * readThroughServer: the last renderer made sets it), so the reader cannot be bound to one app;
 * where several apps share a process (tests), each render carries its own in async context.
 */
export function renderingWith<T>(app: FastifyInstance, render: () => Promise<T>): Promise<T> {
  return renderingFor.run(app, render);
}

/**
 * The storefront's GET calls answered by the /api routes themselves (app.inject), as they answer an
 * anonymous visitor: no cookie, so no session and no dealer tier. The same handlers, contracts,
 * caches and refusals as over HTTP, so a route that gains a filter serves the server's pages with it
 * too; which page needs which answers is written once, in the storefront's page table.
 */
export const apiReader: ApiReader = async (path, params) => {
  const app = renderingFor.getStore();
  if (!app) throw new ReadRefused(503, "The shop reads for a page only while it renders one.");
  const query = params.toString();
  const response = await app.inject({
    method: "GET",
    url: `/api${path}${query ? `?${query}` : ""}`,
    headers: { accept: "application/json", [READ_HEADER]: READ_MARK },
  });
  const answer: unknown = response.json();
  if (response.statusCode !== 200) {
    const message = (answer as { error?: { message?: unknown } } | null)?.error?.message;
    throw new ReadRefused(response.statusCode, typeof message === "string" ? message : `GET /api${path} answered ${response.statusCode}`);
  }
  return answer;
};
