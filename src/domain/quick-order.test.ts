import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LINE_REFUSAL, parseQuickOrder, QUICK_ORDER_MAX_QUANTITY } from "./quick-order";
import { partCodeKey } from "./text";

const good = (input: string) => parseQuickOrder(input).lines.map(({ code, key, quantity }) => ({ code, key, quantity }));

describe("partCodeKey", () => {
  it("matches a part number however it is written: case, dashes, spaces, dots, slashes", () => {
    for (const written of ["F67-HOOD", "f67hood", "F67 HOOD", " f67.hood ", "F67/HOOD", "F67_HOOD", "Ｆ６７－ＨＯＯＤ"])
      expect(partCodeKey(written)).toBe("F67HOOD");
    expect(partCodeKey("d70mirror")).toBe(partCodeKey("D70-MIRROR"));
    expect(partCodeKey("--")).toBe("");
  });

  it("keeps only upper-case letters and digits, and is the same however often it is applied", () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const key = partCodeKey(code);
        expect(key).toMatch(/^[A-Z0-9]*$/);
        expect(partCodeKey(key)).toBe(key);
        expect(partCodeKey(code.toLowerCase())).toBe(partCodeKey(code.toUpperCase()));
      }),
    );
  });
});

describe("parseQuickOrder", () => {
  it("reads a number and a quantity by space, comma, semicolon or tab, and a number alone as 1", () => {
    expect(good("F67-HOOD 2\nC69BUMPER,3\nD70-MIRROR\t4\nF65-GRILLE;5\nd70 door")).toEqual([
      { code: "F67-HOOD", key: "F67HOOD", quantity: 2 },
      { code: "C69BUMPER", key: "C69BUMPER", quantity: 3 },
      { code: "D70-MIRROR", key: "D70MIRROR", quantity: 4 },
      { code: "F65-GRILLE", key: "F65GRILLE", quantity: 5 },
      { code: "d70 door", key: "D70DOOR", quantity: 1 },
    ]);
  });

  it("reads a CSV file: a header, quotes, further cells, Windows line ends and blank lines", () => {
    const parsed = parseQuickOrder('\uFEFFPart number,Quantity\r\n"F67-HOOD","2","steel hood"\r\n\r\n,,\r\nC69-BUMPER,\r\n');
    expect(parsed.problems).toEqual([]);
    expect(parsed.lines).toEqual([
      { line: 2, code: "F67-HOOD", key: "F67HOOD", quantity: 2 },
      { line: 5, code: "C69-BUMPER", key: "C69BUMPER", quantity: 1 },
    ]);
  });

  it("orders a part written twice once, with the quantities summed", () => {
    expect(parseQuickOrder("F67-HOOD 2\nf67hood,3\nF67 HOOD")).toEqual({ lines: [{ line: 1, code: "F67-HOOD", key: "F67HOOD", quantity: 6 }], problems: [] });
  });

  it("names each line whose quantity is not a whole number above 0, and keeps the good ones", () => {
    const parsed = parseQuickOrder("A1 0\nA2 -1\nA3 2.5\nA4,abc\nA5,1.0\nA6 7\n-- 3");
    expect(parsed.lines.map((line) => line.code)).toEqual(["A6"]);
    expect(parsed.problems).toEqual([
      { line: 1, text: "A1 0", reason: LINE_REFUSAL.badQuantity },
      { line: 2, text: "A2 -1", reason: LINE_REFUSAL.badQuantity },
      { line: 3, text: "A3 2.5", reason: LINE_REFUSAL.badQuantity },
      { line: 4, text: "A4,abc", reason: LINE_REFUSAL.badQuantity },
      { line: 5, text: "A5,1.0", reason: LINE_REFUSAL.badQuantity },
      { line: 7, text: "-- 3", reason: LINE_REFUSAL.noCode },
    ]);
  });

  it("refuses a part whose quantities add up beyond the cart's limit", () => {
    const parsed = parseQuickOrder(`A1 ${QUICK_ORDER_MAX_QUANTITY}\nA1 1`);
    expect(parsed.lines).toEqual([{ line: 1, code: "A1", key: "A1", quantity: QUICK_ORDER_MAX_QUANTITY }]);
    expect(parsed.problems).toEqual([{ line: 2, text: "A1 1", reason: LINE_REFUSAL.tooMany }]);
  });

  it("accounts for every non-blank line: each is a good line, a repeat of one, or a problem; every quantity is whole and above 0", () => {
    const cell = fc.stringMatching(/^[A-Za-z0-9 .,;\t-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 30 }), (rows) => {
        const { lines, problems } = parseQuickOrder(rows.join("\n"));
        for (const line of lines) {
          expect(Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= QUICK_ORDER_MAX_QUANTITY).toBe(true);
          expect(line.key).toBe(partCodeKey(line.code));
        }
        expect(new Set(lines.map((line) => line.key)).size).toBe(lines.length);
        const contentful = rows.filter((row) => !/^[\t,;\s]*$/.test(row)).length;
        expect(lines.length + problems.length).toBeLessThanOrEqual(contentful);
      }),
    );
  });
});
