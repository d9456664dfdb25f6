import { FIRST_MODEL_YEAR } from "./years";

/**
 * Fitment: which vehicles a part fits. A row is one model year of one model of one make, with an
 * optional submodel and engine (the shape of the industry's ACES data). A part with no rows fits
 * nothing in particular: a universal part.
 */
export interface Vehicle {
  year: number;
  /** The make as the shop stores it: upper case (FORD). */
  make: string;
  /** The model as the shop names it (Mustang). */
  model: string;
}

/** One vehicle a part fits. */
export interface FitmentRow extends Vehicle {
  /** A narrower kind of the model (Fastback, GT), or null for every kind. */
  submodel: string | null;
  /** An engine (289 V8), or null for every engine. */
  engine: string | null;
}

/** What a part is to the shopper's vehicle: it fits, it does not, or it fits any vehicle (universal). */
export type FitVerdict = "fits" | "does-not-fit" | "universal";

/** The latest model year the shop lists (next year's models are sold from this autumn). */
export function lastModelYear(today = new Date()): number {
  return today.getUTCFullYear() + 1;
}

/** The same vehicle whatever the case of its make and model. */
export function sameVehicle(a: Vehicle, b: Vehicle): boolean {
  return a.year === b.year && a.make.toUpperCase() === b.make.toUpperCase() && a.model.toLowerCase() === b.model.toLowerCase();
}

/**
 * Whether a part with these fitment rows fits the vehicle: a row of the vehicle's year, make and
 * model fits (whatever its submodel and engine: the shopper's vehicle names neither); no rows at
 * all is a universal part, never "does not fit".
 */
export function fitOf(rows: readonly Vehicle[], vehicle: Vehicle): FitVerdict {
  if (rows.length === 0) return "universal";
  return rows.some((row) => sameVehicle(row, vehicle)) ? "fits" : "does-not-fit";
}

/** Makes written as initials or in their own way; every other make is written in title case. */
const MAKE_NAMES: Readonly<Record<string, string>> = { GM: "GM", GMC: "GMC", AMC: "AMC", BMW: "BMW", MG: "MG", VW: "VW", "MERCEDES-BENZ": "Mercedes-Benz" };

/** A make as a sentence names it: FORD as Ford, GMC as GMC, MERCEDES-BENZ as Mercedes-Benz. */
export function makeName(make: string): string {
  const upper = make.trim().toUpperCase();
  return MAKE_NAMES[upper] ?? upper.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
}

/** "1967 Ford Mustang". */
export function vehicleName(vehicle: Vehicle): string {
  return `${vehicle.year} ${makeName(vehicle.make)} ${vehicle.model}`;
}

/** What every card, quick view, part page and cart line says of a part and the shopper's vehicle. */
export function fitMessage(verdict: FitVerdict, vehicle: Vehicle): string {
  if (verdict === "fits") return `Fits your ${vehicleName(vehicle)}`;
  if (verdict === "does-not-fit") return `Does not fit your ${vehicleName(vehicle)}`;
  return "Universal part: fits most vehicles";
}

/** The address of a vehicle's page: /vehicles/1967/FORD/Mustang. */
export function vehiclePath(vehicle: Vehicle): string {
  return `/vehicles/${vehicle.year}/${encodeURIComponent(vehicle.make.toUpperCase())}/${encodeURIComponent(vehicle.model)}`;
}

/** The cookie that keeps a visitor's current vehicle: "1967|FORD|Mustang" (src/web/products/current-vehicle.ts writes it). */
export const VEHICLE_COOKIE = "vehicle";

/**
 * Set beside the vehicle cookie when the Shop by vehicle form was sent before JavaScript ran (the server
 * chose the vehicle): once the app runs, a signed-in shopper's choice then joins their garage, as it does
 * when the app sends the form. It lasts ten minutes and is cleared once read.
 */
export const VEHICLE_CHOSEN_COOKIE = "vehicle_chosen";
export const VEHICLE_CHOSEN_SECONDS = 600;

/**
 * The vehicle a `vehicle` cookie's (decoded) value holds, "1967|FORD|Mustang", or null: the browser
 * writes it for visitors, and sign-in reads it to add the visitor's vehicle to their garage.
 */
export function vehicleOfCookieValue(value: string | undefined): Vehicle | null {
  const [year, make, model] = (value ?? "").split("|");
  if (!year || !/^\d{4}$/.test(year) || !make || !model) return null;
  return { year: Number(year), make, model };
}

/** A year a vehicle can have: a whole number from the first model year the shop lists to next year. */
export function isModelYear(year: number, today = new Date()): boolean {
  return Number.isInteger(year) && year >= FIRST_MODEL_YEAR && year <= lastModelYear(today);
}

/** A year range (1967 to 1968) as one row per model year, as fitment keeps it; empty when the range is not one. */
export function yearsOf(from: number, to: number): number[] {
  if (!Number.isInteger(from) || !Number.isInteger(to) || to < from || to - from > 150) return [];
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The spec's make and year columns of a part, derived from its fitment by the one rule: the years
 * span the first to the last year it fits, the makes are those it fits in the order first seen. Null
 * years for a universal part.
 */
export function summaryOfFitment(rows: readonly Vehicle[]): { yearFrom: number | null; yearEnd: number | null; makes: string[] } {
  if (rows.length === 0) return { yearFrom: null, yearEnd: null, makes: [] };
  const years = rows.map((row) => row.year);
  const makes: string[] = [];
  for (const row of rows) if (!makes.includes(row.make.toUpperCase())) makes.push(row.make.toUpperCase());
  return { yearFrom: Math.min(...years), yearEnd: Math.max(...years), makes };
}

/** A year written the way shoppers write it in a search: 1967, or '67 (read as the 1900s from FIRST_MODEL_YEAR, else the 2000s). */
export function modelYearOf(word: string, today = new Date()): number | null {
  const full = /^(19|20)\d\d$/.exec(word);
  if (full) {
    const year = Number(word);
    return isModelYear(year, today) ? year : null;
  }
  const short = /^['’](\d\d)$/.exec(word);
  if (!short) return null;
  const two = Number(short[1]);
  const year = 1900 + two >= FIRST_MODEL_YEAR ? 1900 + two : 2000 + two;
  return isModelYear(year, today) ? year : null;
}

/** Fitment rows of one model shown as a range: "1967-1968 Ford Mustang (Fastback, 289 V8)". */
export interface FitmentRange {
  make: string;
  model: string;
  submodel: string | null;
  engine: string | null;
  from: number;
  to: number;
}

/** Rows grouped into runs of consecutive years of the same make, model, submodel and engine, for a part page's fitment table. */
export function fitmentRanges(rows: readonly FitmentRow[]): FitmentRange[] {
  // Each row's vehicle key is built once: this runs for every product of every list.
  const keyed = rows.map((row) => ({ row, key: `${row.make.toUpperCase()}\u0000${row.model}\u0000${row.submodel ?? ""}\u0000${row.engine ?? ""}` }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row.year - b.row.year));
  const ranges: FitmentRange[] = [];
  let lastKey: string | null = null;
  for (const { row, key } of keyed) {
    const last = ranges.at(-1);
    if (last && lastKey === key && row.year <= last.to + 1) last.to = Math.max(last.to, row.year);
    else ranges.push({ make: row.make.toUpperCase(), model: row.model, submodel: row.submodel, engine: row.engine, from: row.year, to: row.year });
    lastKey = key;
  }
  return ranges;
}

/**
 * A part's fitment as product lists carry it, so every card can say whether it fits: one
 * "1967-1968|FORD|Mustang" per run of consecutive years of one make and model (submodel and engine
 * left out: the shopper's vehicle names neither). Empty for a universal part.
 */
export function fitKeysOf(rows: readonly Vehicle[]): string[] {
  const runs = fitmentRanges(rows.map((row) => ({ year: row.year, make: row.make, model: row.model, submodel: null, engine: null })));
  return runs.map((run) => `${run.from === run.to ? run.from : `${run.from}-${run.to}`}|${run.make}|${run.model}`);
}

/** The vehicles of fitKeysOf's keys, one a model year (a key that is not one is skipped). */
export function vehiclesOfFitKeys(keys: readonly string[]): Vehicle[] {
  return keys.flatMap((key) => {
    const match = /^(\d{4})(?:-(\d{4}))?\|([^|]+)\|(.+)$/.exec(key);
    if (!match) return [];
    const from = Number(match[1]);
    return yearsOf(from, match[2] ? Number(match[2]) : from).map((year) => ({ year, make: match[3]!, model: match[4]! }));
  });
}

/** The verdict for a part as a list carries it (fitKeysOf's keys), by the one rule (fitOf). */
export function fitOfKeys(keys: readonly string[], vehicle: Vehicle): FitVerdict {
  return fitOf(vehiclesOfFitKeys(keys), vehicle);
}

/**
 * 'Only parts that fit' in an address: ?fits=1967_FORD_Mustang (year, make, model joined by "_", which
 * a query string keeps as it is; the model is the rest, so it may hold "_", spaces or "-").
 */
export function fitsParamOf(vehicle: Vehicle): string {
  return `${vehicle.year}_${vehicle.make.toUpperCase()}_${vehicle.model}`;
}

/** The vehicle of a fits parameter, or null when it is not one (a year the shop lists, a make, a model). */
export function vehicleOfFitsParam(text: string, today = new Date()): Vehicle | null {
  const match = /^(\d{4})_([^_]+)_(.+)$/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const make = match[2]!.trim().toUpperCase();
  const model = match[3]!.trim();
  if (!isModelYear(year, today) || !make || !model) return null;
  return { year, make, model };
}
