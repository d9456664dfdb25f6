import type { Vehicle } from "../../../../domain/fitment";

/** A vehicle model a part fits (a fitment row's make and model, every year and submodel as one). */
export interface FittedModel {
  make: string;
  model: string;
}

/** How a part's fitted model is handed to ListingBuilder.add: make and model as the fitment spells them, joined ("FORD\u001fMustang"). */
export const fittedModelKey = (make: string, model: string) => `${make}\u001f${model}`;

/** The make and model of a fittedModelKey. */
export function fittedModelOf(key: string): FittedModel {
  const [make = "", model = ""] = key.split("\u001f");
  return { make, model };
}

/**
 * A model a part fits and the model years it fits it in, as the index is handed them: make and model
 * as fitment spells them, joined by fittedModelKey ("FORD\u001fMustang"), and the distinct years.
 */
export interface FittedYears {
  spelling: string;
  years: readonly number[];
}

/** FitYears as a snapshot keeps them. */
export interface StoredFitYears {
  spellings: readonly FittedModel[];
  starts: Int32Array;
  spellingIds: Int32Array;
  years: Int16Array;
}

/**
 * The vehicles each part of a listing fits, model year by model year: a number for each make and model
 * as fitment spells it, and each part's (model, year) pairs. A page of parts then reads its fitment
 * here instead of aggregating the fitment table for every part of the page, which was most of the
 * page's cost in the database (decision 045). About 6 bytes a fitment row (18 MB at 1,000,000 parts).
 */
export class FitYears {
  private constructor(
    /** The models as fitment spells them, numbered. */
    private readonly spellings: readonly FittedModel[],
    /** The pairs of part n are at starts[n] .. starts[n + 1]. */
    private readonly starts: Int32Array,
    private readonly spellingIds: Int32Array,
    private readonly years: Int16Array,
  ) {}

  /** The vehicles the part at `ordinal` fits, one a model year; none for a universal part. */
  vehiclesAt(ordinal: number): Vehicle[] {
    const vehicles: Vehicle[] = [];
    for (let at = this.starts[ordinal]!; at < this.starts[ordinal + 1]!; at++) {
      const { make, model } = this.spellings[this.spellingIds[at]!]!;
      vehicles.push({ year: this.years[at]!, make, model });
    }
    return vehicles;
  }

  /** What a snapshot keeps (snapshot.ts). */
  get stored(): StoredFitYears {
    return { spellings: this.spellings, starts: this.starts, spellingIds: this.spellingIds, years: this.years };
  }

  static restored({ spellings, starts, spellingIds, years }: StoredFitYears): FitYears {
    return new FitYears(spellings, starts, spellingIds, years);
  }

  get bytes(): number {
    return this.starts.byteLength + this.spellingIds.byteLength + this.years.byteLength;
  }

  /** Gathers the pairs part by part, in ordinal order (ListingBuilder). */
  static builder() {
    const spellings: FittedModel[] = [];
    const idOf = new Map<string, number>();
    const starts = [0];
    const spellingIds: number[] = [];
    const years: number[] = [];
    return {
      add(fitted: readonly FittedYears[]) {
        for (const { spelling, years: fittedYears } of fitted) {
          let id = idOf.get(spelling);
          if (id === undefined) {
            id = spellings.push(fittedModelOf(spelling)) - 1;
            idOf.set(spelling, id);
          }
          for (const year of fittedYears) {
            spellingIds.push(id);
            years.push(year);
          }
        }
        starts.push(years.length);
      },
      build: () => new FitYears(spellings, Int32Array.from(starts), Int32Array.from(spellingIds), Int16Array.from(years)),
    };
  }
}
