import type { SuggestReply } from "../../../domain/contracts/suggest";
import { fromCents } from "../../../domain/money";
import { type PriceViewer, unitPrice } from "../../../domain/pricing";
import { makesSuggestedFor, partTypesSuggestedFor, SUGGESTED_PARTS, vehiclesSuggestedFor } from "../../../domain/search-suggestions";
import type { Ctx } from "../../context";
import { withDealerTier } from "./pricing";
import { cached, partsInOrder } from "./product-answers";
import { searchIndex } from "./search-index/current";
import { findWithVehicleWords } from "./search-vehicle-words";
import { vehicleVocabulary } from "./vehicles";

/**
 * Suggestions while typing (decision 035): the first parts the full search would list for the text,
 * each with the caller's one price (the rule every card applies), and the vehicles, makes and part
 * types its words name. The public part of the answer is kept with the catalogue's answers; a dealer's tier is added after.
 */
export async function suggest(ctx: Ctx<"db", "caches">, text: string, viewer: PriceViewer): Promise<SuggestReply> {
  const { products, vehicles, makes, partTypes } = await cached(ctx, ["suggest", text], async () => {
    const [index, vocabulary] = await Promise.all([searchIndex(ctx), vehicleVocabulary(ctx)]);
    const scope = { make: undefined, year: undefined, item: text, promotionalOnly: false, fits: undefined };
    const found = findWithVehicleWords(index, vocabulary, scope, (query) => index.top(query, SUGGESTED_PARTS));
    return {
      products: await partsInOrder(ctx.db, found.codes, (code) => index.fitKeysOf(code)),
      vehicles: vehiclesSuggestedFor(text, vocabulary),
      makes: makesSuggestedFor(text, vocabulary).map((make) => ({ ...make, path: `/all-products/${encodeURIComponent(make.make)}` })),
      partTypes: partTypesSuggestedFor(text),
    };
  });
  const priced = await withDealerTier(ctx, products, viewer.kind === "dealer" ? viewer.priceCode : null);
  return {
    parts: priced.map((part) => ({
      item: part.item,
      descrip: part.descrip,
      descrip_fr: part.descrip_fr ?? null,
      make: part.make,
      price: fromCents(unitPrice(part, viewer).unitCents),
    })),
    vehicles,
    makes,
    part_types: partTypes,
  };
}
