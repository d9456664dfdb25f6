import { Writable } from "node:stream";
import Fastify from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { lazyRequestLogger, shopLoggerOptions } from "./logging";

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const parent = pino(shopLoggerOptions({ level }), stream);
  let children = 0;
  const child = parent.child.bind(parent);
  parent.child = ((...args: Parameters<typeof child>) => {
    children++;
    return child(...args);
  }) as typeof parent.child;
  return { parent, lines, children: () => children };
}

describe("a request's logger", () => {
  it("makes no pino child while nothing is written at the parent's levels", () => {
    const log = capture("warn");
    const request = lazyRequestLogger.call(null as never, log.parent, { reqId: "req-1" }, {}, null as never);
    request.info("incoming request");
    request.debug({ detail: 1 }, "noise");
    expect((request as unknown as pino.Logger).isLevelEnabled("info")).toBe(false);
    expect(log.children()).toBe(0);
    expect(log.lines).toEqual([]);
  });

  it("writes a line with the request's bindings, through the shop's redaction, once something is worth writing", () => {
    const log = capture("warn");
    const request = lazyRequestLogger.call(null as never, log.parent, { reqId: "req-2" }, {}, null as never);
    request.warn({ password: "hunter2", order: 7 }, "slow order");
    request.error("failed");
    expect(log.children()).toBe(1);
    expect(log.lines.map(({ reqId, msg, password, order }) => ({ reqId, msg, password, order }))).toEqual([
      { reqId: "req-2", msg: "slow order", password: "[redacted]", order: 7 },
      { reqId: "req-2", msg: "failed", password: undefined, order: undefined },
    ]);
  });

  it("follows a route's own level and a level changed while the server runs", () => {
    const log = capture("warn");
    const chatty = lazyRequestLogger.call(null as never, log.parent, { reqId: "req-3" }, { level: "debug" }, null as never);
    chatty.debug("route level");
    log.parent.level = "info";
    const later = lazyRequestLogger.call(null as never, log.parent, { reqId: "req-4" }, {}, null as never);
    later.info("after the change");
    later.debug("still below");
    expect(log.lines.map(({ reqId, msg }) => `${reqId} ${msg}`)).toEqual(["req-3 route level", "req-4 after the change"]);
  });

  it("is what a Fastify server's requests log through, request lines included", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: shopLoggerOptions({ level: "info", stream }), childLoggerFactory: lazyRequestLogger });
    app.get("/hello", async (request) => {
      request.log.warn({ token: "secret" }, "asked");
      return { hello: "world" };
    });
    const response = await app.inject({ method: "GET", url: "/hello?token=abc" });
    await app.close();
    expect(response.json()).toEqual({ hello: "world" });
    const written = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; token?: string; req?: { url: string } });
    expect(written.map((line) => line.msg)).toEqual(["incoming request", "asked", "request completed"]);
    expect(new Set(written.map((line) => line.reqId)).size).toBe(1);
    expect(written[0]?.req?.url).toBe("/hello?token=[redacted]");
    expect(written[1]?.token).toBe("[redacted]");
  });
});
