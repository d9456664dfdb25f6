import { z } from "zod";
import { SUGGEST_MIN_LENGTH } from "../search-suggestions";
import { vehicle } from "./vehicles";

// Suggestions while typing in the header search (issue 20, decision 035).

const TOO_SHORT = `Type at least ${SUGGEST_MIN_LENGTH} characters to get suggestions`;

/** GET /api/suggest?q=: what the shopper has typed so far, 2 to 100 characters. */
export const suggestQuery = z.object({
  q: z.string({ error: TOO_SHORT }).trim().min(SUGGEST_MIN_LENGTH, TOO_SHORT).max(100, "Search text must be at most 100 characters"),
});

/** A part offered while typing: its code, description, make (for its address) and the caller's one price (domain/pricing unitPrice), in dollars. */
export const suggestedPart = z.object({
  item: z.string(),
  descrip: z.string(),
  descrip_fr: z.string().nullable().optional(),
  make: z.string(),
  price: z.number(),
});
export type SuggestedPart = z.infer<typeof suggestedPart>;

/** Up to 6 parts, best match first; the vehicles, makes and part types the words name, each with the address of its page. */
export const suggestReply = z.object({
  parts: z.array(suggestedPart),
  vehicles: z.array(vehicle.extend({ path: z.string() })),
  makes: z.array(z.object({ make: z.string(), name: z.string(), path: z.string() })),
  part_types: z.array(z.object({ id: z.string(), label: z.string(), path: z.string() })),
});
export type SuggestReply = z.infer<typeof suggestReply>;
