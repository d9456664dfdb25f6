import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fitKeysOf,
  fitMessage,
  fitmentRanges,
  fitOf,
  fitOfKeys,
  fitsParamOf,
  makeName,
  modelYearOf,
  summaryOfFitment,
  type Vehicle,
  vehicleName,
  vehicleOfFitsParam,
  vehiclePath,
  vehiclesOfFitKeys,
  yearsOf,
} from "./fitment";

const mustang67: Vehicle = { year: 1967, make: "FORD", model: "Mustang" };

describe("fitment", () => {
  it("fits a vehicle whose year, make and model a row names, in any case; a universal part never 'does not fit'", () => {
    const hood = [
      { year: 1967, make: "FORD", model: "Mustang" },
      { year: 1968, make: "FORD", model: "Mustang" },
    ];
    expect(fitOf(hood, mustang67)).toBe("fits");
    expect(fitOf(hood, { year: 1967, make: "ford", model: "MUSTANG" })).toBe("fits");
    expect(fitOf(hood, { year: 1969, make: "FORD", model: "Mustang" })).toBe("does-not-fit");
    expect(fitOf(hood, { year: 1967, make: "CHEVROLET", model: "Camaro" })).toBe("does-not-fit");
    expect(fitOf([], mustang67)).toBe("universal");
  });

  it("says the same words everywhere", () => {
    expect(fitMessage("fits", mustang67)).toBe("Fits your 1967 Ford Mustang");
    expect(fitMessage("does-not-fit", mustang67)).toBe("Does not fit your 1967 Ford Mustang");
    expect(vehicleName({ year: 1970, make: "MERCEDES-BENZ", model: "280SL" })).toBe("1970 Mercedes-Benz 280SL");
    expect([makeName("GMC"), makeName("CHEVROLET"), makeName("INTERNATIONAL HARVESTER"), makeName("AMC")]).toEqual([
      "GMC",
      "Chevrolet",
      "International Harvester",
      "AMC",
    ]);
  });

  it("addresses a vehicle's page by year, upper-case make and model", () => {
    expect(vehiclePath(mustang67)).toBe("/vehicles/1967/FORD/Mustang");
    expect(vehiclePath({ year: 1962, make: "pontiac", model: "Grand Prix" })).toBe("/vehicles/1962/PONTIAC/Grand%20Prix");
  });

  it("expands a year range to one row per year, and derives the spec's year span and makes from the rows", () => {
    expect(yearsOf(1967, 1968)).toEqual([1967, 1968]);
    expect(yearsOf(1970, 1969)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 1949, max: 2026 }), fc.integer({ min: 0, max: 30 }), (from, span) => {
        const rows = yearsOf(from, from + span).map((year) => ({ year, make: "FORD", model: "Mustang" }));
        expect(summaryOfFitment(rows)).toEqual({ yearFrom: from, yearEnd: from + span, makes: ["FORD"] });
      }),
    );
    expect(summaryOfFitment([])).toEqual({ yearFrom: null, yearEnd: null, makes: [] });
  });

  it("reads a model year as shoppers write it: 1967 or '67", () => {
    const today = new Date("2026-11-26T12:00:00Z");
    expect(modelYearOf("1967", today)).toBe(1967);
    expect(modelYearOf("'67", today)).toBe(1967);
    expect(modelYearOf("'05", today)).toBe(2005);
    expect(modelYearOf("1900", today)).toBeNull();
    expect(modelYearOf("2031", today)).toBeNull();
    expect(modelYearOf("67", today)).toBeNull();
  });

  it("groups fitment rows into runs of consecutive years for the part page", () => {
    const row = (year: number, model = "Mustang", engine: string | null = null) => ({ year, make: "FORD", model, submodel: null, engine });
    expect(fitmentRanges([row(1968), row(1967), row(1970), row(1967, "Cougar"), row(1967, "Mustang", "289 V8")])).toEqual([
      { make: "FORD", model: "Cougar", submodel: null, engine: null, from: 1967, to: 1967 },
      { make: "FORD", model: "Mustang", submodel: null, engine: null, from: 1967, to: 1968 },
      { make: "FORD", model: "Mustang", submodel: null, engine: null, from: 1970, to: 1970 },
      { make: "FORD", model: "Mustang", submodel: null, engine: "289 V8", from: 1967, to: 1967 },
    ]);
  });
});

describe("fitment as lists carry it (fitKeysOf) and the fits parameter", () => {
  const mustang = { year: 1967, make: "FORD", model: "Mustang" };

  it("writes runs of years per make and model, and reads them back to the same verdicts", () => {
    const rows = [
      { year: 1968, make: "FORD", model: "Mustang" },
      { year: 1967, make: "FORD", model: "Mustang" },
      { year: 1970, make: "FORD", model: "Mustang" },
      { year: 1969, make: "CHEVROLET", model: "Camaro" },
    ];
    const keys = fitKeysOf(rows);
    expect(keys).toEqual(["1969|CHEVROLET|Camaro", "1967-1968|FORD|Mustang", "1970|FORD|Mustang"]);
    expect(vehiclesOfFitKeys(keys)).toHaveLength(4);
    for (const vehicle of [mustang, { ...mustang, year: 1969 }, { year: 1969, make: "CHEVROLET", model: "camaro" }]) {
      expect(fitOfKeys(keys, vehicle)).toBe(fitOf(rows, vehicle));
    }
    expect(fitOfKeys([], mustang)).toBe("universal");
    expect(vehiclesOfFitKeys(["nonsense", "1967|FORD"])).toEqual([]);
  });

  it("writes a vehicle as year_MAKE_Model and reads it back, the model being the rest", () => {
    expect(fitsParamOf({ year: 1967, make: "ford", model: "Mustang" })).toBe("1967_FORD_Mustang");
    expect(vehicleOfFitsParam("1967_FORD_Mustang")).toEqual(mustang);
    expect(vehicleOfFitsParam("1972_MERCEDES-BENZ_280 SE_4.5")).toEqual({ year: 1972, make: "MERCEDES-BENZ", model: "280 SE_4.5" });
    for (const bad of ["", "1967", "1967_FORD", "1967_FORD_", "67_FORD_Mustang", "1800_FORD_Mustang"]) expect(vehicleOfFitsParam(bad)).toBeNull();
  });
});
