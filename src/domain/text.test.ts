import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { truncateTitle } from "./text";

describe("card titles", () => {
  it("keeps titles of 20 characters or fewer", () => {
    expect(truncateTitle("Front Bumper")).toBe("Front Bumper");
    expect(truncateTitle("12345678901234567890")).toBe("12345678901234567890");
  });

  it("cuts longer titles at 20 characters and appends an ellipsis", () => {
    expect(truncateTitle("1967-1968 Ford Mustang Steel Hood")).toBe("1967-1968 Ford Musta...");
  });

  it("never yields more than 23 characters, and starts with the original", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const cut = truncateTitle(text);
        expect(Array.from(cut).length).toBeLessThanOrEqual(23);
        expect(text.startsWith(cut.replace(/\.\.\.$/, ""))).toBe(true);
      }),
    );
  });
});
