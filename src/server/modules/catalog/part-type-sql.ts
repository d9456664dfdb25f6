import { PART_TYPES } from "../../../domain/part-types";

/**
 * domain/part-types.ts partTypeOf written as SQL over a `descrip` column: migration 0022 backfills
 * existing parts with it, and a test checks the migration holds exactly this text, so the rule stays
 * written once (in the domain) and the migration is its checked copy.
 */
export function partTypeCaseSql(): string {
  const whens = PART_TYPES.flatMap((type) => type.phrases.map((phrase) => `    WHEN "folded" LIKE '% ${phrase} %' THEN '${type.id}'`));
  return [
    `(SELECT CASE`,
    ...whens,
    `  END FROM (SELECT ' ' || regexp_replace(lower("descrip"), '[^a-z0-9]+', ' ', 'g') || ' ' AS "folded") AS "description")`,
  ].join("\n");
}
