import { VEHICLE_CHOSEN_COOKIE, VEHICLE_CHOSEN_SECONDS, VEHICLE_COOKIE, type Vehicle, vehiclePath } from "../../domain/fitment";
import { localeOfPath, pathInLocale } from "../../domain/i18n/locales";
import type { Ctx } from "../context";
import * as catalog from "../modules/catalog/service";

const VEHICLE_PAGE = /^\/vehicles\/(\d{4})\/([^/]+)\/([^/]+)\/?$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The query string of a URL without the given keys, with its "?" (or nothing). */
function queryWithout(search: URLSearchParams, keys: string[]): string {
  const rest = new URLSearchParams(search);
  for (const key of keys) rest.delete(key);
  const text = rest.toString();
  return text ? `?${text}` : "";
}

/**
 * Where a vehicle address should send the browser instead, or null to render it as it is:
 * - /vehicles?year=1967&make=ford&model=mustang (the Shop by vehicle form sent before JavaScript runs):
 *   303 to the vehicle's page, made the current vehicle (its cookie, and the mark that says the form chose it, so
 *   that the app adds it to a signed-in shopper's garage); with a year or make missing, to /vehicles with what was chosen so far;
 * - /vehicles/1967/ford/MUSTANG: 301 to the shop's own spelling, /vehicles/1967/FORD/Mustang.
 * A vehicle no part fits is left to the page, which says so with a 404. French addresses (/fr/vehicles/...)
 * are read the same way and stay French.
 */
export async function vehicleRedirect(ctx: Ctx<"db", "caches">, url: string): Promise<{ status: 301 | 303; location: string; setCookie?: string[] } | null> {
  const parsed = new URL(url, "http://shop.invalid");
  const locale = localeOfPath(parsed.pathname);
  const pathname = pathInLocale(parsed.pathname, "en-CA");
  const localized = (path: string) => pathInLocale(path, locale);
  if (pathname === "/vehicles" || pathname === "/vehicles/") {
    const year = Number(parsed.searchParams.get("year") ?? "");
    const make = (parsed.searchParams.get("make") ?? "").trim();
    const model = (parsed.searchParams.get("model") ?? "").trim();
    if (!Number.isInteger(year) || year <= 0 || !make || !model) return null;
    const found = await catalog.knownVehicle(ctx, { year, make, model });
    if (!found) return null;
    // Chosen with the form: it is the shopper's current vehicle, as when the app runs (web/products/current-vehicle.ts).
    const setCookie = [
      `${VEHICLE_COOKIE}=${encodeURIComponent(`${found.year}|${found.make}|${found.model}`)}; Path=/; SameSite=Lax; Max-Age=${365 * 24 * 3600}`,
      `${VEHICLE_CHOSEN_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=${VEHICLE_CHOSEN_SECONDS}`,
    ];
    return { status: 303, location: `${localized(vehiclePath(found))}${queryWithout(parsed.searchParams, ["year", "make", "model"])}`, setCookie };
  }
  const match = VEHICLE_PAGE.exec(pathname);
  if (!match) return null;
  const make = decoded(match[2]!);
  const model = decoded(match[3]!);
  if (make === null || model === null) return null;
  const asked: Vehicle = { year: Number(match[1]), make, model };
  const found = await catalog.knownVehicle(ctx, asked);
  if (!found) return null;
  const canonical = vehiclePath(found);
  return canonical === pathname ? null : { status: 301, location: `${localized(canonical)}${parsed.search}` };
}
