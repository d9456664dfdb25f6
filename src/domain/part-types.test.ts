import { describe, expect, it } from "vitest";
import { foldedForTypes, PART_TYPE_IDS, PART_TYPES, partTypeById, partTypeLabel, partTypeOf } from "./part-types";

describe("partTypeOf", () => {
  it.each([
    ["1967-1968 Ford Mustang Steel Hood", "hood"],
    ["1965 Ford Mustang Grille", "grille"],
    ["1969 Chevrolet Camaro Front Bumper Chrome", "bumper"],
    ["1970 Dodge Challenger Outside Mirror Chrome LH", "mirror"],
    ["2015 Honda Civic Front Bumper Cover Primed", "bumper"],
    ["1968 Ford F100 Hood Hinge RH", "hinge"],
    ["1966 Chevy II Grille Emblem", "emblem"],
    ["1970 Dodge Dart Door Handle Outside Chrome LH", "door-handle"],
    ["1969 Camaro Door Shell LH", "door"],
    ["2012 Toyota Camry Tail Lamp Assembly RH", "tail-lamp"],
    ["1972 Nova Radiator Support", "radiator-support"],
    ["2010 Ford Focus A/C Condenser", "radiator"],
    ["1964 Impala Quarter Panel LH", "quarter-panel"],
    ["1955 Chevy Trunk Floor Pan", "floor-pan"],
    ["1968 Chevy C10 Tailgate", "tailgate"],
    ["1969 Mustang Windshield Gasket", "weatherstrip"],
    ["2016 Ram Fog Lamp LH", "lamp"],
    ["Steel Wheel 15x7", "wheel"],
  ])("reads %s as %s", (description, type) => {
    expect(partTypeOf(description)).toBe(type);
  });

  it("finds whole words only, in any case and around any punctuation", () => {
    expect(partTypeOf("HOOD-SCOOP")).toBe("hood");
    expect(partTypeOf("Hoodie")).toBeNull();
    expect(partTypeOf("Wheelhouse, outer")).toBe("wheelhouse");
    expect(partTypeOf("Polish")).toBeNull();
    expect(partTypeOf("")).toBeNull();
  });

  it("folds a description as migration 0022's SQL does", () => {
    expect(foldedForTypes("A/C  Condenser—Ford")).toBe(" a c condenser ford ");
  });

  it("has unique ids, each with a label and a phrase", () => {
    expect(new Set(PART_TYPE_IDS).size).toBe(PART_TYPES.length);
    for (const type of PART_TYPES) {
      expect(type.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(type.phrases.length).toBeGreaterThan(0);
      expect(partTypeById(type.id)).toBe(type);
    }
    expect(partTypeLabel("tail-lamp")).toBe("Tail Lamp");
    expect(partTypeLabel(null)).toBe("Other");
  });
});
