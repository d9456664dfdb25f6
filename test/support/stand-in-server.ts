import http from "node:http";
import type { AddressInfo } from "node:net";

/** A failure a stand-in can be told to produce on its next matching request. */
export type Fault = "error-500" | "timeout" | "drop-after-processing";

/** A request as the stand-in received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
  /** The JSON body, parsed; the raw text when it was not JSON. */
  body: unknown;
}

/** What a handler answers. */
export interface StandInReply {
  status: number;
  body: unknown;
}

/** A local HTTP server on a free port that answers like some outside service, for tests. */
export interface StandInServer {
  url: string;
  requests: RecordedRequest[];
  /** The next `times` requests whose path starts with `pathPrefix` fail this way. */
  fault(kind: Fault, options?: { pathPrefix?: string; times?: number }): void;
  close(): Promise<void>;
}

/** Starts a stand-in on 127.0.0.1 and a free port; `handle` answers every request that no fault takes. */
export async function startStandIn(handle: (request: RecordedRequest) => StandInReply): Promise<StandInServer> {
  const requests: RecordedRequest[] = [];
  const faults: { kind: Fault; pathPrefix: string; remaining: number }[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      let body: unknown = rawBody;
      if (rawBody !== "" && (req.headers["content-type"] ?? "").includes("json")) {
        try {
          body = JSON.parse(rawBody);
        } catch {
          body = rawBody;
        }
      }
      const path = new URL(req.url ?? "/", "http://stand-in").pathname;
      const request: RecordedRequest = { method: req.method ?? "GET", path, headers: req.headers, rawBody, body };
      requests.push(request);

      const fault = faults.find((f) => f.remaining > 0 && path.startsWith(f.pathPrefix));
      if (fault) fault.remaining -= 1;
      if (fault?.kind === "timeout") return;
      if (fault?.kind === "error-500") {
        res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "Internal Server Error" }));
        return;
      }
      let reply: StandInReply;
      try {
        reply = handle(request);
      } catch (error) {
        reply = { status: 500, body: { message: `stand-in failed: ${(error as Error).message}` } };
      }
      if (fault?.kind === "drop-after-processing") {
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status, { "Content-Type": "application/json" }).end(reply.body === undefined ? "" : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fault(kind, options = {}) {
      faults.push({ kind, pathPrefix: options.pathPrefix ?? "/", remaining: options.times ?? 1 });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
