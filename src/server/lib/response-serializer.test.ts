import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compiledSerializer } from "./response-serializer";

const reply = z.object({
  item: z.string(),
  owner: z.object({ name: z.string() }).nullable(),
  lines: z.array(z.object({ qty: z.number().int() })),
});

const routeOf = (checked: boolean) =>
  compiledSerializer(checked)({ schema: reply, method: "GET", url: "/api/example", httpStatus: "200" } as Parameters<ReturnType<typeof compiledSerializer>>[0]);

describe("the compiled response serializer", () => {
  it("writes only the fields the schema names, at every depth and in either branch of a union, as zod's check did", () => {
    const serialize = routeOf(false);
    const answer = {
      item: "F67-HOOD",
      secret: "hash",
      owner: { name: "Casey", passwordHash: "x" },
      lines: [{ qty: 2, cost: 1 }],
    };
    expect(JSON.parse(serialize(answer))).toEqual({ item: "F67-HOOD", owner: { name: "Casey" }, lines: [{ qty: 2 }] });
    expect(JSON.parse(serialize({ ...answer, owner: null }))).toEqual({ item: "F67-HOOD", owner: null, lines: [{ qty: 2 }] });
  });

  it("refuses, outside production, an answer that breaks its schema, which the stringifier alone would write", () => {
    const broken = { item: "F67-HOOD", owner: null, lines: [{ qty: "2" }] };
    expect(() => routeOf(false)(broken)).not.toThrow();
    expect(() => routeOf(true)(broken)).toThrow();
  });
});
