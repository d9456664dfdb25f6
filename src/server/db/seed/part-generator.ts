/** Builds believable parts: descriptions, part numbers, six tier prices, stock and weights. */
import { kindsFor, type PartKind } from "./part-kinds";
import type { SeededRandom } from "./random";
import type { MakeProfile, VehicleModel } from "./vehicles";

export interface PartRow {
  item: string;
  descrip: string;
  make: string;
  model: string;
  yearFrom: number;
  yearEnd: number;
  onhand: number;
  onshpeta: string | null;
  onsale: boolean;
  orderpt: number;
  qty: number;
  /** Retail price, list price and the dealer tiers 2-6, in cents. */
  priceCents: number;
  pricelCents: number;
  tierCents: [number, number, number, number, number];
  imgPath: string;
  big: string;
  weightKg: number;
  oversize: boolean;
  featured: boolean;
  popular: boolean;
  promotional: boolean;
  hotSale: boolean;
  viewCount: number;
  createdAt: string;
  /** Every make the part fits, its own make first. */
  fits: string[];
}

export type Side = "LH" | "RH" | null;

const DAY_MS = 86_400_000;
const LUXURY = new Set(["BMW", "MERCEDES-BENZ", "LEXUS", "CADILLAC", "LINCOLN", "ACURA", "INFINITI", "VOLVO"]);
const TIER_STEPS: readonly [number, number][] = [
  [0.88, 0.92],
  [0.04, 0.06],
  [0.04, 0.06],
  [0.03, 0.05],
  [0.03, 0.05],
];

export const partImagePath = (code: string) => `/images/parts/${encodeURIComponent(code)}.svg`;
export const partBigImagePath = (code: string) => `/images/parts/${encodeURIComponent(code)}.svg?size=large`;

/** "1967-1968", or "1965" when a part fits one model year. */
export function yearSpan(from: number, to: number): string {
  return from === to ? String(from) : `${from}-${to}`;
}

/** The start of a UTC day: a seed made on one day is the same whatever the hour. */
export function seedDay(today: Date): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}

export function isoDate(day: Date, plusDays = 0): string {
  return new Date(day.getTime() + plusDays * DAY_MS).toISOString().slice(0, 10);
}

/** A price that ends in .99, in cents. */
export function storePrice(dollars: number): number {
  return Math.max(1, Math.floor(dollars)) * 100 - 1;
}

/** The dealer tiers 2-6 below a list price: each at most the one before it. */
export function tierPrices(rng: SeededRandom, listCents: number): [number, number, number, number, number] {
  let factor = 1;
  const tiers: number[] = [];
  for (const [index, [low, high]] of TIER_STEPS.entries()) {
    const step = low + rng.next() * (high - low);
    factor = index === 0 ? step : factor - step;
    const previous = tiers[index - 1] ?? listCents;
    tiers.push(Math.min(previous, Math.round(listCents * factor)));
  }
  return tiers as [number, number, number, number, number];
}

/** Picks a year range inside a model's production years: one year, a generation, or longer. */
export function pickYears(rng: SeededRandom, model: VehicleModel): [number, number] {
  const from = rng.int(model.from, model.to);
  const roll = rng.next();
  const span = roll < 0.25 ? 0 : roll < 0.55 ? 1 : roll < 0.85 ? rng.int(2, 4) : rng.int(5, 9);
  return [from, Math.min(model.to, from + span)];
}

export function pickKind(rng: SeededRandom, yearFrom: number, model: string): PartKind {
  return rng.weighted(kindsFor(yearFrom, model), (kind) => kind.weight);
}

export interface PartSpec {
  code: string;
  profile: MakeProfile;
  model: string;
  years: [number, number];
  kind: PartKind;
  side: Side;
  finish: string | null;
  /** Name only ("Door Handle Outside LH") instead of years, make and model first. */
  shortName: boolean;
}

export function describe(spec: Pick<PartSpec, "profile" | "model" | "years" | "kind" | "side" | "finish" | "shortName">): string {
  const name = [spec.kind.name, spec.finish, spec.side].filter(Boolean).join(" ");
  if (spec.shortName) return name;
  return `${yearSpan(spec.years[0], spec.years[1])} ${spec.profile.title} ${spec.model} ${name}`;
}

/** One part from its spec: prices, stock and dates drawn from the generator. */
export function buildPart(rng: SeededRandom, spec: PartSpec, day: Date): PartRow {
  const [low, high] = spec.kind.price;
  const premium = LUXURY.has(spec.profile.make) ? 1.25 : 1;
  const listCents = storePrice((low + rng.next() * (high - low)) * premium);
  const tiers = tierPrices(rng, listCents);
  const priceCents = rng.chance(0.12) ? Math.max(tiers[0], storePrice((listCents / 100) * 0.95)) : listCents;
  const outOfStock = rng.chance(0.09);
  const onhand = outOfStock ? 0 : rng.chance(0.8) ? rng.int(1, 12) : rng.int(13, 60);
  const orderpt = spec.kind.oversize ? rng.int(1, 2) : rng.int(1, 6);
  const onshpeta = outOfStock && rng.chance(0.65) ? isoDate(day, rng.int(5, 60)) : null;
  const weightKg = Math.round(spec.kind.weightKg * (0.85 + rng.next() * 0.35) * 10) / 10;
  const fits = [spec.profile.make];
  if (spec.profile.sisters.length > 0 && rng.chance(0.18)) fits.push(rng.pick(spec.profile.sisters));
  const createdAt = new Date(day.getTime() - rng.int(0, 720) * DAY_MS - rng.int(0, 86_399) * 1000).toISOString();
  return {
    item: spec.code,
    descrip: describe(spec),
    make: spec.profile.make,
    model: spec.model,
    yearFrom: spec.years[0],
    yearEnd: spec.years[1],
    onhand,
    onshpeta,
    onsale: false,
    orderpt,
    qty: 1,
    priceCents,
    pricelCents: listCents,
    tierCents: tiers,
    imgPath: partImagePath(spec.code),
    big: partBigImagePath(spec.code),
    weightKg: Math.max(0.1, weightKg),
    oversize: spec.kind.oversize ?? false,
    featured: false,
    popular: false,
    promotional: false,
    hotSale: false,
    viewCount: rng.int(0, 60),
    createdAt,
    fits,
  };
}

/** Draws the finish and the short-name style of a part of a kind. */
export function dressKind(rng: SeededRandom, kind: PartKind): { finish: string | null; shortName: boolean } {
  return { finish: kind.finishes ? rng.pick(kind.finishes) : null, shortName: rng.chance(0.2) };
}
