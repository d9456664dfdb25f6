import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { meReply } from "../../../domain/contracts/accounts";
import { apiGet } from "../../lib/api";
import { ownerStaff } from "../../test-utils/console-data";
import { customerBilling, customerInfo, customerUser, dealerInfo, dealerUser } from "../../test-utils/shop-data";
import { stubApi } from "../../test-utils/stub-api";
import { anonymousMe, meQuery } from "./session-api";

afterEach(() => vi.unstubAllGlobals());

const signedIn = [
  { kind: "customer", user: customerUser, userInfo: customerInfo, billing: customerBilling },
  { kind: "dealer", dealer: dealerUser, dealerInfo },
  { kind: "staff", staff: ownerStaff },
];

describe("who is signed in (GET /api/me)", () => {
  it("reads a visitor's answer as the contract does, and leaves every other answer to the contract", () => {
    const answers = fc.oneof(
      fc.record(
        { kind: fc.constantFrom("anonymous", "customer", "dealer", "staff", "Anonymous", ""), note: fc.option(fc.string()) },
        { requiredKeys: ["kind"] },
      ),
      fc.constantFrom<unknown>(...signedIn, null, "anonymous", [], { kind: ["anonymous"] }),
    );
    fc.assert(
      fc.property(answers, (answer) => {
        const read = anonymousMe(answer);
        const checked = meReply.safeParse(answer);
        if (read !== null) expect(checked.success && checked.data).toEqual(read);
        else expect(checked.success && checked.data.kind === "anonymous").toBe(false);
      }),
    );
  });

  it("answers a visitor without loading the contract, and checks a signed-in answer against it", async () => {
    stubApi({ "GET /api/me": { kind: "anonymous", extra: 1 } });
    const contracts = await import("../../../domain/contracts/accounts");
    const parse = vi.spyOn(contracts.meReply, "parse");
    expect(await meQuery.queryFn!({ signal: new AbortController().signal } as never)).toEqual({ kind: "anonymous" });
    expect(parse).not.toHaveBeenCalled();

    for (const answer of signedIn) {
      stubApi({ "GET /api/me": answer });
      expect(await apiGet("/me", { schema: { known: anonymousMe, schema: async () => contracts.meReply } })).toEqual(answer);
    }
    expect(parse).toHaveBeenCalledTimes(signedIn.length);
    stubApi({ "GET /api/me": { kind: "customer", user: { id: "seven" } } });
    await expect(meQuery.queryFn!({ signal: new AbortController().signal } as never)).rejects.toBeInstanceOf(ZodError);
    parse.mockRestore();
  });
});
