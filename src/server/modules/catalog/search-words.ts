import { asc } from "drizzle-orm";
import type { SearchWordsReply } from "../../../domain/contracts/admin-search-words";
import { type KnownVehicle, type SearchWords, type VehicleVocabulary, vehicleVocabularyOf } from "../../../domain/search-vehicle-words";
import { searchSynonymsOf } from "../../../domain/search-words";
import type { Ctx } from "../../context";
import { makeAliases, searchSynonyms } from "./schema";

/** The search's words as stored (decision 038): synonym groups in the order staff made them, aliases by name. */
export async function storedSearchWords({ db }: Ctx<"db">): Promise<Pick<SearchWordsReply, "synonyms" | "make_aliases">> {
  const [groups, aliases] = await Promise.all([
    db.select({ names: searchSynonyms.names }).from(searchSynonyms).orderBy(asc(searchSynonyms.id)),
    db.select({ alias: makeAliases.alias, make: makeAliases.make }).from(makeAliases).orderBy(asc(makeAliases.alias)),
  ]);
  return { synonyms: groups.map((group) => group.names), make_aliases: aliases };
}

/**
 * Replaces the whole list in the caller's transaction: checked words (contracts/admin-search-words),
 * each alias's make as the makes table spells it. The tables' triggers move fitment_version, so every
 * server reads the words again at its next request.
 */
export async function replaceSearchWords({ db }: Ctx<"db">, words: Pick<SearchWordsReply, "synonyms" | "make_aliases">): Promise<void> {
  await db.delete(searchSynonyms);
  await db.delete(makeAliases);
  if (words.synonyms.length > 0) await db.insert(searchSynonyms).values(words.synonyms.map((names) => ({ names })));
  if (words.make_aliases.length > 0) await db.insert(makeAliases).values(words.make_aliases);
}

/** The vehicles fitment names laid out with the stored search words, for reading a search's words. */
export async function vocabularyOf(ctx: Ctx<"db">, vehicles: readonly KnownVehicle[]): Promise<VehicleVocabulary> {
  const stored = await storedSearchWords(ctx);
  const words: SearchWords = {
    synonyms: searchSynonymsOf(stored.synonyms),
    makeAliases: Object.fromEntries(stored.make_aliases.map(({ alias, make }) => [alias, make])),
  };
  return vehicleVocabularyOf(vehicles, words);
}
