import { useSyncExternalStore } from "react";
import { cookieValue } from "../../domain/cookies";
import { VEHICLE_CHOSEN_COOKIE, type Vehicle } from "../../domain/fitment";

/** The shopper's current vehicle, kept in a cookie for a year: "1967|FORD|Mustang". */
export const VEHICLE_COOKIE = "vehicle";
const YEAR_SECONDS = 365 * 24 * 3600;

/** The vehicle a cookie header holds, or null. */
export function vehicleOfCookie(cookieHeader: string): Vehicle | null {
  const raw = cookieValue(cookieHeader, VEHICLE_COOKIE);
  if (raw === undefined) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const [year, make, model] = value.split("|");
  if (!year || !/^\d{4}$/.test(year) || !make || !model) return null;
  return { year: Number(year), make, model };
}

const listeners = new Set<() => void>();
let cachedHeader: string | null = null;
let cachedVehicle: Vehicle | null = null;

function snapshot(): Vehicle | null {
  const header = typeof document === "undefined" ? "" : document.cookie;
  if (header !== cachedHeader) {
    cachedHeader = header;
    const next = vehicleOfCookie(header);
    const same = next && cachedVehicle && next.year === cachedVehicle.year && next.make === cachedVehicle.make && next.model === cachedVehicle.model;
    if (!same) cachedVehicle = next;
  }
  return cachedVehicle;
}

/** Makes a vehicle the current one (null clears it). */
export function setCurrentVehicle(vehicle: Vehicle | null): void {
  if (typeof document === "undefined") return;
  const base = `; Path=/; SameSite=Lax`;
  document.cookie = vehicle
    ? `${VEHICLE_COOKIE}=${encodeURIComponent(`${vehicle.year}|${vehicle.make.toUpperCase()}|${vehicle.model}`)}${base}; Max-Age=${YEAR_SECONDS}`
    : `${VEHICLE_COOKIE}=${base}; Max-Age=0`;
  for (const listener of listeners) listener();
}

/**
 * Whether the Shop by vehicle form chose the current vehicle before the app ran (the server's mark,
 * VEHICLE_CHOSEN_COOKIE); the mark is cleared, so only the first caller after that choice is told.
 */
export function takeVehicleChosenMark(): boolean {
  if (typeof document === "undefined") return false;
  const marked = cookieValue(document.cookie, VEHICLE_CHOSEN_COOKIE) === "1";
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie cleared, as setCurrentVehicle writes the vehicle's (the Cookie Store API is not in every browser the shop serves)
  if (marked) document.cookie = `${VEHICLE_CHOSEN_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
  return marked;
}

/** The current vehicle as the cookie holds it now, outside React. */
export function currentVehicle(): Vehicle | null {
  return snapshot();
}

/**
 * The current vehicle, or null. The server renders every page as an anonymous visitor sees it (decision
 * 020), so the first render has none and the browser shows the shopper's right after hydrating.
 */
export function useCurrentVehicle(): Vehicle | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => null,
  );
}
