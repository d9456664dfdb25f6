import { z } from "zod";
import { FITMENT_CSV_COLUMNS, fitmentRangeFields, partFitmentFields } from "../fitment-rows";
import { formFor, textBoxes, typedNumber } from "./form-bodies";

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

/** The console's Add range form: a box of text for each value, read as one range by the rules of fitmentRangeFields. */
const rangeText = textBoxes(["year_from", "year_to", "make", "model", "submodel", "engine"]);
export const fitmentRangeForm = formFor(
  rangeText,
  (form) => ({
    year_from: typedNumber(form.year_from),
    year_to: typedNumber(form.year_to),
    make: form.make,
    model: form.model,
    submodel: form.submodel.trim() || null,
    engine: form.engine.trim() || null,
  }),
  fitmentRangeFields,
);
export type FitmentRangeFormInput = z.input<typeof fitmentRangeForm>;
export const emptyFitmentRangeForm: FitmentRangeFormInput = { year_from: "", year_to: "", make: "", model: "", submodel: "", engine: "" };
