/**
 * What kind of part a part is (issue 20, facets): Hood, Fender, Bumper, ... Staff may choose one in
 * the console or the parts file; otherwise it is read from the description by `partTypeOf`, the rule
 * the seeds, the console, the import and migration 0022's backfill all use.
 */

export interface PartType {
  /** How the address and the database write it: "tail-lamp". */
  id: string;
  label: string;
  /** Words of a description that make a part this type (whole words, lower case, one space apart). */
  phrases: readonly string[];
}

/**
 * The shop's part types, in the order a description is tried against them: the first whose phrase
 * it holds wins, so a "Hood Hinge" is a Hinge, a "Radiator Support" not a Radiator, a "Door Handle"
 * not a Door. Read from the seed's part kinds (db/seed/part-kinds.ts).
 */
export const PART_TYPES: readonly PartType[] = [
  { id: "hinge", label: "Hinge", phrases: ["hinge"] },
  { id: "emblem", label: "Emblem", phrases: ["emblem"] },
  { id: "door-handle", label: "Door Handle", phrases: ["door handle"] },
  { id: "weatherstrip", label: "Weatherstrip & Gasket", phrases: ["weatherstrip", "gasket"] },
  { id: "window-regulator", label: "Window Regulator", phrases: ["window regulator"] },
  { id: "radiator-support", label: "Radiator Support", phrases: ["radiator support"] },
  { id: "tail-lamp", label: "Tail Lamp", phrases: ["tail lamp", "tail light", "taillight"] },
  { id: "headlamp", label: "Headlamp", phrases: ["headlamp", "headlight"] },
  { id: "quarter-panel", label: "Quarter Panel", phrases: ["quarter panel"] },
  { id: "floor-pan", label: "Floor Pan", phrases: ["floor pan"] },
  { id: "trunk-lid", label: "Trunk Lid", phrases: ["trunk lid"] },
  { id: "tailgate", label: "Tailgate", phrases: ["tailgate"] },
  { id: "hood", label: "Hood", phrases: ["hood", "bonnet"] },
  { id: "grille", label: "Grille", phrases: ["grille", "grill"] },
  { id: "bumper", label: "Bumper", phrases: ["bumper"] },
  { id: "fender", label: "Fender", phrases: ["fender", "wing"] },
  { id: "wheelhouse", label: "Wheelhouse", phrases: ["wheelhouse"] },
  { id: "door", label: "Door", phrases: ["door"] },
  { id: "mirror", label: "Mirror", phrases: ["mirror"] },
  { id: "body-panel", label: "Body Panel", phrases: ["roof panel", "rocker panel", "cowl panel", "tail panel", "valance panel"] },
  { id: "lamp", label: "Other Lamp", phrases: ["lamp", "light"] },
  { id: "radiator", label: "Radiator & Condenser", phrases: ["radiator", "condenser"] },
  { id: "brakes", label: "Brakes", phrases: ["brake"] },
  { id: "wheel", label: "Wheel & Hubcap", phrases: ["wheel", "hubcap"] },
  { id: "fuel-tank", label: "Fuel Tank", phrases: ["fuel tank"] },
  { id: "exhaust", label: "Exhaust", phrases: ["muffler", "exhaust"] },
  { id: "filter", label: "Filter", phrases: ["filter"] },
];

export const PART_TYPE_IDS: readonly string[] = PART_TYPES.map((type) => type.id);

/** How a list's `type` facet names the parts of no type. */
export const OTHER_PART_TYPE = "other";

const byId = new Map(PART_TYPES.map((type) => [type.id, type]));

/** The type of an id, or undefined for one the shop does not have. */
export function partTypeById(id: string): PartType | undefined {
  return byId.get(id);
}

/** A part type's label; "Other" for a part of none. */
export function partTypeLabel(id: string | null): string {
  return (id === null ? undefined : byId.get(id)?.label) ?? "Other";
}

/**
 * A description as part types read it: lower case, every run of characters other than a-z and 0-9 one
 * space, with a space at each end, so a phrase is found as whole words by " phrase ". Migration 0022
 * folds in SQL the same way: `' ' || regexp_replace(lower(descrip), '[^a-z0-9]+', ' ', 'g') || ' '`.
 */
export function foldedForTypes(description: string): string {
  return ` ${description.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;
}

/** The type a description names (the first of PART_TYPES with one of its phrases as whole words), or null. */
export function partTypeOf(description: string): string | null {
  const folded = foldedForTypes(description);
  for (const type of PART_TYPES) if (type.phrases.some((phrase) => folded.includes(` ${phrase} `))) return type.id;
  return null;
}
