import type { SearchWordsPage, SearchWordsReply } from "../../../domain/contracts/admin-search-words";
import { type Ctx, inTransaction } from "../../context";
import { afterCommit } from "../../db/transaction";
import { AppError } from "../../errors";
import { audit } from "../audit/service";
import { makesByLowerName, replaceSearchWords, storedSearchWords } from "../catalog/service";

/** The search's synonym groups and make aliases as the console edits them, with the makes an alias may name. */
export async function searchWordsForStaff(ctx: Ctx<"db">): Promise<SearchWordsPage> {
  const [stored, makes] = await Promise.all([storedSearchWords(ctx), makesByLowerName(ctx)]);
  return { ...stored, makes: [...makes.values()].sort() };
}

/**
 * Replaces the whole list (decision 038) in one transaction with an audit entry of before and after;
 * 400 naming an alias whose make the shop does not have. Shoppers' searches read the new words at the
 * next request on every server (the tables' triggers move fitment_version).
 */
export async function saveSearchWordsByStaff(ctx: Ctx<"db" | "caches">, input: SearchWordsReply, actor: string): Promise<SearchWordsPage> {
  return inTransaction(ctx, async (tx) => {
    const makes = await makesByLowerName(tx);
    const fields: Record<string, string> = {};
    const aliases = input.make_aliases.map(({ alias, make }, at) => {
      const known = makes.get(make.toLowerCase());
      if (!known) fields[`make_aliases.${at}.make`] = `The shop has no make named ${make}`;
      return { alias, make: known ?? make };
    });
    if (Object.keys(fields).length > 0)
      throw new AppError("INVALID", { key: "errors.staff.problems", values: { problems: Object.values(fields).join("; ") } }, fields);
    const before = await storedSearchWords(tx);
    const after = { synonyms: input.synonyms, make_aliases: [...aliases].sort((a, b) => (a.alias < b.alias ? -1 : 1)) };
    await replaceSearchWords(tx, after);
    await audit(tx, { actor, action: "search.words", target: "search:words", details: { before, after } });
    afterCommit(tx.db, () => ctx.caches.invalidate("catalog"));
    return { ...after, makes: [...makes.values()].sort() };
  });
}
