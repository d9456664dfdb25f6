import type { Vehicle } from "../../../../domain/fitment";
import { union } from "./ordinals";

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

  /**
   * The parts with a pair of one of `models` (as fitment spells them) in one of `years`: their ordinals,
   * ascending, each once. Read from the parts of each model, gathered on the first such question.
   */
  partsFitting(models: readonly FittedModel[], years: ReadonlySet<number>): Int32Array {
    this.byModel ??= ModelPostings.of(this.spellings, this.starts, this.spellingIds, this.years);
    return this.byModel.partsFitting(models, years);
  }

  private byModel: ModelPostings | null = null;

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

/**
 * FitYears turned around: the parts of each model, with the model year of each pair, in ordinal order.
 * About 6 bytes a fitment row, like FitYears; gathered in two passes over the pairs (tens of ms at
 * 1,000,000 parts), so that the parts of a vehicle are read, not looked for among every part.
 */
class ModelPostings {
  private constructor(
    private readonly idOf: ReadonlyMap<string, number>,
    /** The pairs of model n are at starts[n] .. starts[n + 1]. */
    private readonly starts: Int32Array,
    private readonly ordinals: Int32Array,
    private readonly years: Int16Array,
  ) {}

  static of(spellings: readonly FittedModel[], partStarts: Int32Array, spellingIds: Int32Array, years: Int16Array): ModelPostings {
    const starts = new Int32Array(spellings.length + 1);
    for (let at = 0; at < spellingIds.length; at++) starts[spellingIds[at]! + 1]!++;
    for (let id = 0; id < spellings.length; id++) starts[id + 1]! += starts[id]!;
    const next = starts.slice(0, spellings.length);
    const ordinals = new Int32Array(spellingIds.length);
    const modelYears = new Int16Array(spellingIds.length);
    for (let ordinal = 0; ordinal + 1 < partStarts.length; ordinal++) {
      for (let at = partStarts[ordinal]!; at < partStarts[ordinal + 1]!; at++) {
        const place = next[spellingIds[at]!]!++;
        ordinals[place] = ordinal;
        modelYears[place] = years[at]!;
      }
    }
    const idOf = new Map(spellings.map(({ make, model }, id) => [fittedModelKey(make, model), id]));
    return new ModelPostings(idOf, starts, ordinals, modelYears);
  }

  partsFitting(models: readonly FittedModel[], years: ReadonlySet<number>): Int32Array {
    const lists: Int32Array[] = [];
    for (const { make, model } of models) {
      const id = this.idOf.get(fittedModelKey(make, model));
      if (id === undefined) continue;
      const found = new Int32Array(this.starts[id + 1]! - this.starts[id]!);
      let size = 0;
      for (let at = this.starts[id]!; at < this.starts[id + 1]!; at++) {
        const ordinal = this.ordinals[at]!;
        if (years.has(this.years[at]!) && (size === 0 || found[size - 1] !== ordinal)) found[size++] = ordinal;
      }
      lists.push(found.subarray(0, size));
    }
    return union(lists);
  }
}
