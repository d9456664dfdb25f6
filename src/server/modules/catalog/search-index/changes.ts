import type { FittedModel } from "./listing";

/** The parts 'Only parts that fit' keeps: as a walk (ordinals in order), as bits, and by code for changed parts. */
export interface FitsFilter {
  ordinals: Int32Array;
  bits: Uint32Array;
  /** The vehicle's own parts (the universal ones left out), as bits. */
  own: Uint32Array;
  codes: ReadonlySet<string>;
}

/** A part as it is now, when it changed since the listing was read: checked by hand, it is one of few. */
export interface ChangedPart {
  /** Its place among the listing's ordinals: its own ordinal when the listing has its code, else just before the next code. */
  key: number;
  code: string;
  codeKey: string;
  text: string;
  yearFrom: number;
  yearEnd: number;
  promotional: boolean;
  universal: boolean;
  makes: ReadonlySet<string>;
  /** The models it fits, by modelKeyOf. */
  models: ReadonlyMap<string, FittedModel>;
  /** The facets' facts (decision 036): partTypeNumber of its type, 'In stock', 'On sale', its retail price and when it was added. */
  partType: number;
  inStock: boolean;
  onSale: boolean;
  retailCents: number;
  createdAt: number;
}

/** The parts changed since the listing was read: the listing's versions are left out, their present versions laid in at their places. */
export interface Changes {
  /** Every changed code, and what it is now (null: deleted). */
  byCode: Map<string, ChangedPart | null>;
  /** The listing's ordinals of the changed parts. */
  replaced: Uint32Array;
  /** The present versions, by key. */
  parts: ChangedPart[];
}
