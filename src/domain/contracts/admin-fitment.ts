import { z } from "zod";
import { FITMENT_CSV_COLUMNS, partFitmentFields } from "../fitment-rows";

/**
 * The fitment CSV file (GET /api/admin/fitment.csv writes it, POST /api/admin/fitment/import reads it),
 * shaped after ACES: one line per range of model years of one vehicle a part fits. Its header row is
 * exactly `part,year_from,year_to,make,model,submodel,engine`; submodel and engine may be empty (every
 * submodel, every engine). An import replaces the whole fitment of every part the file names.
 */
export const FITMENT_CSV_HEADER = FITMENT_CSV_COLUMNS.join(",");

/** PUT /api/admin/parts/:item/fitment: the part's whole fitment as ranges (none: a universal part). */
export const partFitmentBody = partFitmentFields;

export const fitmentRange = z.object({
  year_from: z.number().int(),
  year_to: z.number().int(),
  make: z.string(),
  model: z.string(),
  submodel: z.string().nullable(),
  engine: z.string().nullable(),
});
export type FitmentRangeReply = z.infer<typeof fitmentRange>;

/** A part's fitment as ranges, and the columns that follow it (make, model, years, makes it fits). */
export const partFitment = z.object({
  item: z.string(),
  ranges: z.array(fitmentRange),
  make: z.string(),
  model: z.string(),
  year_from: z.number().int(),
  year_end: z.number().int(),
  fits: z.array(z.string()),
});
export type PartFitment = z.infer<typeof partFitment>;
