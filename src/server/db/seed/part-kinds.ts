/** The kinds of part the demo catalogue sells, with what a real store charges and ships for them. */

export type Era = "classic" | "modern" | "any";

export interface PartKind {
  /** How the part reads in a description: "Steel Hood", "Door Handle Outside". */
  name: string;
  /** The four-digit group of the part number, in the style of interchange numbering. */
  group: number;
  era: Era;
  /** List price range in dollars. */
  price: [number, number];
  /** Shipping weight in kg. */
  weightKg: number;
  /** Too big for a parcel carrier: shipping by quote. */
  oversize?: boolean;
  /** Sold per side: an LH and an RH part. */
  sided?: boolean;
  /** Finishes a part comes in, one of which ends its description. */
  finishes?: string[];
  /** How common the kind is in a store's stock, relative to the others. */
  weight: number;
  /** Only trucks and utility vehicles have it (a tailgate), or only cars (a trunk lid). */
  body?: "truck" | "car";
}

const CLASSIC_BEFORE = 1990;

export const PART_KINDS: readonly PartKind[] = [
  { name: "Steel Hood", group: 1230, era: "any", price: [289, 749], weightKg: 24, oversize: true, weight: 5 },
  { name: "Hood Hinge", group: 1236, era: "any", price: [39, 119], weightKg: 2, sided: true, weight: 3 },
  { name: "Grille", group: 1200, era: "any", price: [79, 389], weightKg: 4, finishes: ["Chrome", "Black", "Argent Silver"], weight: 6 },
  { name: "Grille Emblem", group: 1210, era: "any", price: [24, 79], weightKg: 0.3, weight: 3 },
  { name: "Front Bumper", group: 1002, era: "classic", price: [189, 529], weightKg: 16, oversize: true, finishes: ["Chrome", "Primed"], weight: 5 },
  { name: "Rear Bumper", group: 1102, era: "classic", price: [179, 499], weightKg: 15, oversize: true, finishes: ["Chrome", "Primed"], weight: 4 },
  { name: "Front Bumper Cover", group: 1000, era: "modern", price: [139, 419], weightKg: 6, oversize: true, finishes: ["Primed", "Textured Black"], weight: 6 },
  { name: "Rear Bumper Cover", group: 1100, era: "modern", price: [129, 399], weightKg: 6, oversize: true, finishes: ["Primed", "Textured Black"], weight: 4 },
  { name: "Bumper Bracket", group: 1065, era: "any", price: [29, 89], weightKg: 1.5, sided: true, weight: 2 },
  { name: "Fender", group: 1240, era: "any", price: [149, 459], weightKg: 9, oversize: true, sided: true, weight: 6 },
  { name: "Front Fender Extension", group: 1246, era: "classic", price: [59, 159], weightKg: 2, sided: true, weight: 1 },
  { name: "Quarter Panel", group: 1760, era: "any", price: [229, 689], weightKg: 14, oversize: true, sided: true, weight: 4 },
  { name: "Outer Wheelhouse", group: 1766, era: "classic", price: [69, 169], weightKg: 4, sided: true, weight: 2 },
  { name: "Door Shell", group: 1300, era: "any", price: [329, 889], weightKg: 20, oversize: true, sided: true, weight: 3 },
  { name: "Door Skin", group: 1302, era: "classic", price: [119, 269], weightKg: 7, sided: true, weight: 2 },
  {
    name: "Door Handle Outside",
    group: 1310,
    era: "any",
    price: [19, 89],
    weightKg: 0.4,
    sided: true,
    finishes: ["Chrome", "Black", "Paint to Match"],
    weight: 6,
  },
  { name: "Door Handle Inside", group: 1352, era: "any", price: [14, 59], weightKg: 0.3, sided: true, weight: 3 },
  { name: "Window Regulator", group: 1350, era: "any", price: [49, 179], weightKg: 2, sided: true, weight: 3 },
  { name: "Door Weatherstrip", group: 1390, era: "any", price: [39, 129], weightKg: 1, sided: true, weight: 3 },
  { name: "Outside Mirror", group: 1320, era: "classic", price: [39, 149], weightKg: 1, sided: true, finishes: ["Chrome", "Stainless"], weight: 4 },
  { name: "Power Side Mirror Heated", group: 1321, era: "modern", price: [69, 289], weightKg: 1.8, sided: true, weight: 5 },
  { name: "Mirror Glass", group: 1324, era: "modern", price: [14, 49], weightKg: 0.2, sided: true, weight: 2 },
  { name: "Trunk Lid", group: 1400, era: "any", price: [249, 599], weightKg: 16, oversize: true, weight: 2, body: "car" },
  { name: "Tailgate", group: 1900, era: "any", price: [329, 789], weightKg: 22, oversize: true, weight: 2, body: "truck" },
  { name: "Roof Panel", group: 1700, era: "classic", price: [349, 699], weightKg: 18, oversize: true, weight: 1 },
  { name: "Floor Pan", group: 1710, era: "classic", price: [89, 279], weightKg: 9, sided: true, weight: 3 },
  { name: "Trunk Floor Pan", group: 1714, era: "classic", price: [119, 299], weightKg: 10, oversize: true, weight: 2, body: "car" },
  { name: "Rocker Panel", group: 1720, era: "any", price: [49, 149], weightKg: 4, sided: true, weight: 3 },
  { name: "Cowl Panel", group: 1716, era: "classic", price: [129, 319], weightKg: 6, weight: 1 },
  { name: "Radiator Support", group: 1225, era: "any", price: [149, 429], weightKg: 12, oversize: true, weight: 2 },
  { name: "Headlamp Assembly", group: 2502, era: "modern", price: [89, 489], weightKg: 3, sided: true, weight: 6 },
  { name: "Headlamp Bucket", group: 2503, era: "classic", price: [19, 69], weightKg: 0.5, sided: true, weight: 2 },
  { name: "Headlamp Bezel", group: 2512, era: "classic", price: [29, 99], weightKg: 0.6, sided: true, finishes: ["Chrome", "Argent Silver"], weight: 3 },
  { name: "Tail Lamp Assembly", group: 2800, era: "modern", price: [69, 329], weightKg: 2, sided: true, weight: 5 },
  { name: "Tail Lamp Lens", group: 2818, era: "classic", price: [24, 99], weightKg: 0.5, sided: true, weight: 3 },
  { name: "Parking Lamp", group: 2520, era: "any", price: [19, 79], weightKg: 0.4, sided: true, weight: 2 },
  { name: "Fog Lamp", group: 2592, era: "modern", price: [39, 149], weightKg: 1, sided: true, weight: 3 },
  { name: "Side Marker Lamp", group: 2550, era: "any", price: [12, 49], weightKg: 0.2, sided: true, weight: 2 },
  { name: "Radiator", group: 3010, era: "any", price: [129, 649], weightKg: 8, weight: 4 },
  { name: "A/C Condenser", group: 3030, era: "modern", price: [99, 329], weightKg: 5, weight: 3 },
  { name: "Windshield Gasket", group: 1450, era: "classic", price: [29, 99], weightKg: 1, weight: 2 },
  { name: "Brake Rotor Front", group: 4060, era: "any", price: [39, 159], weightKg: 8, weight: 5 },
  { name: "Brake Drum Rear", group: 4070, era: "classic", price: [49, 139], weightKg: 9, weight: 3 },
  { name: "Brake Pad Set Front", group: 4062, era: "any", price: [29, 99], weightKg: 2, weight: 5 },
  { name: "Brake Caliper Front", group: 4064, era: "any", price: [59, 189], weightKg: 4, sided: true, weight: 3 },
  { name: "Brake Master Cylinder", group: 4080, era: "any", price: [69, 249], weightKg: 2.5, weight: 3 },
  { name: "Steel Wheel 15x7", group: 5010, era: "classic", price: [89, 219], weightKg: 9, finishes: ["Black", "Chrome"], weight: 2 },
  { name: "Alloy Wheel 17x7.5", group: 5020, era: "modern", price: [149, 389], weightKg: 10, weight: 3 },
  { name: "Hubcap Set", group: 5030, era: "classic", price: [69, 229], weightKg: 3, weight: 2 },
  { name: "Fuel Tank", group: 6110, era: "any", price: [149, 429], weightKg: 11, weight: 2 },
  { name: "Muffler", group: 6200, era: "any", price: [59, 199], weightKg: 6, weight: 2 },
  { name: "Exhaust Tail Pipe", group: 6210, era: "classic", price: [29, 99], weightKg: 2, weight: 1 },
  { name: "Air Filter", group: 7010, era: "any", price: [12, 39], weightKg: 0.4, weight: 3 },
  { name: "Oil Filter", group: 7020, era: "any", price: [8, 24], weightKg: 0.4, weight: 2 },
  { name: "Tail Panel", group: 1800, era: "classic", price: [119, 289], weightKg: 6, weight: 1 },
  { name: "Valance Panel Front", group: 1095, era: "classic", price: [59, 169], weightKg: 3, weight: 2 },
];

export function fitsEra(kind: PartKind, yearFrom: number): boolean {
  if (kind.era === "any") return true;
  return kind.era === "classic" ? yearFrom < CLASSIC_BEFORE : yearFrom >= CLASSIC_BEFORE - 5;
}

const TRUCKS =
  /pickup|truck|f-1\d0|ram \d|silverado|sierra|tacoma|frontier|ranger|dakota|c10|c1500|bronco|jimmy|el camino|ranchero|brat|scout|travelall|wagoneer|cherokee|wrangler|cj-|4runner|explorer|durango|yukon|escalade|navigator|land cruiser|620|b-series|sprint/i;

export function isTruck(model: string): boolean {
  return TRUCKS.test(model);
}

const kindsByEra = new Map<string, PartKind[]>();

/** The kinds a part for a model first made in a year can be; computed once per era and body. */
export function kindsFor(yearFrom: number, model = ""): readonly PartKind[] {
  const body = isTruck(model) ? "truck" : "car";
  const key = `${yearFrom < CLASSIC_BEFORE - 5 ? "classic" : yearFrom < CLASSIC_BEFORE ? "overlap" : "modern"}:${body}`;
  let kinds = kindsByEra.get(key);
  if (!kinds) {
    kinds = PART_KINDS.filter((kind) => fitsEra(kind, yearFrom) && (kind.body === undefined || kind.body === body));
    kindsByEra.set(key, kinds);
  }
  return kinds;
}

export function partKind(name: string): PartKind {
  const kind = PART_KINDS.find((k) => k.name === name);
  if (!kind) throw new Error(`Unknown part kind ${name}`);
  return kind;
}
