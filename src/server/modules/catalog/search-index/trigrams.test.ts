import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Trigrams } from "./trigrams";

/** Search texts as the index makes them (searchText): a code, the separator, words; a few letters outside ASCII. */
const text = fc
  .tuple(fc.stringMatching(/^[a-c0-9]{1,3}$/), fc.array(fc.constantFrom("ab", "ba", "b", "abc", "ß", "aß", "é", "c-a"), { maxLength: 4 }))
  .map(([code, words]) => `${code}\u001f${words.join(" ")}`);

async function trigramsOf(texts: string[]): Promise<Trigrams> {
  const trigrams = new Trigrams();
  for (const [ordinal, t] of texts.entries()) trigrams.count(t, ordinal);
  await trigrams.fill(texts);
  return trigrams;
}

describe("Trigrams.withPair", () => {
  it("lists, in order, exactly the parts whose text holds two characters of a term, at its start, inside or at its end", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(text, { maxLength: 30 }), fc.constantFrom("ab", "ba", "c-", "aß", "ß ", "zz", "1a", "b1"), async (texts, pair) => {
        const trigrams = await trigramsOf(texts);
        const expected = texts.flatMap((t, ordinal) => (t.includes(pair) ? [ordinal] : []));
        expect([...(trigrams.withPair(pair, Number.POSITIVE_INFINITY) ?? [])]).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it("gives up (null) when more entries than allowed would be read", async () => {
    const trigrams = await trigramsOf(["a1\u001fab ab", "a2\u001fxab", "a3\u001fzz"]);
    expect([...(trigrams.withPair("ab", 10) ?? [])]).toEqual([0, 1]);
    expect(trigrams.withPair("ab", 2)).toBeNull();
  });
});
