/** The vehicles the demo catalogue covers: makes, their models and production years. */

export interface VehicleModel {
  model: string;
  from: number;
  to: number;
}

export interface MakeProfile {
  /** The make as the shop stores it: upper case, as in the make grid. */
  make: string;
  /** The make as a description spells it. */
  title: string;
  /** The two-letter prefix of the make's part numbers. */
  prefix: string;
  /** A share of the catalogue, relative to the other makes. */
  weight: number;
  /** Makes that share platforms: some parts fit them too. */
  sisters: string[];
  models: VehicleModel[];
}

export const LAST_MODEL_YEAR = 2025;

const m = (model: string, from: number, to: number): VehicleModel => ({ model, from, to });

export const MAKE_PROFILES: readonly MakeProfile[] = [
  {
    make: "FORD",
    title: "Ford",
    prefix: "FO",
    weight: 12,
    sisters: ["MERCURY"],
    models: [
      m("Mustang", 1964, 2025),
      m("F-100", 1953, 1983),
      m("F-150", 1975, 2025),
      m("Falcon", 1960, 1970),
      m("Fairlane", 1955, 1970),
      m("Galaxie", 1959, 1974),
      m("Thunderbird", 1955, 1997),
      m("Bronco", 1966, 1996),
      m("Torino", 1968, 1976),
      m("Ranchero", 1957, 1979),
      m("Ranger", 1983, 2012),
      m("Focus", 2000, 2018),
      m("Escape", 2001, 2025),
      m("Explorer", 1991, 2025),
    ],
  },
  {
    make: "CHEVROLET",
    title: "Chevrolet",
    prefix: "CV",
    weight: 11,
    sisters: ["GMC", "GM"],
    models: [
      m("Camaro", 1967, 2024),
      m("Chevelle", 1964, 1977),
      m("Nova", 1962, 1979),
      m("Impala", 1958, 2020),
      m("Bel Air", 1950, 1975),
      m("C10 Pickup", 1960, 1987),
      m("Silverado", 1999, 2025),
      m("Corvette", 1953, 2025),
      m("El Camino", 1959, 1987),
      m("Monte Carlo", 1970, 2007),
      m("Malibu", 1978, 2024),
      m("Cruze", 2011, 2019),
      m("Equinox", 2005, 2025),
    ],
  },
  {
    make: "DODGE",
    title: "Dodge",
    prefix: "DG",
    weight: 8,
    sisters: ["PLYMOUTH", "CHRYSLER"],
    models: [
      m("Challenger", 1970, 2023),
      m("Charger", 1966, 2023),
      m("Dart", 1960, 1976),
      m("Coronet", 1949, 1976),
      m("Super Bee", 1968, 1971),
      m("D100 Pickup", 1961, 1993),
      m("Ram 1500", 1994, 2010),
      m("Dakota", 1987, 2011),
      m("Caravan", 1984, 2020),
      m("Durango", 1998, 2025),
    ],
  },
  {
    make: "GM",
    title: "GM",
    prefix: "GM",
    weight: 6,
    sisters: ["CHEVROLET", "PONTIAC"],
    models: [
      m("A-Body", 1964, 1972),
      m("F-Body", 1967, 2002),
      m("X-Body", 1968, 1979),
      m("C/K Truck", 1960, 1998),
      m("B-Body", 1958, 1996),
      m("G-Body", 1978, 1988),
    ],
  },
  { make: "TOYOTA", title: "Toyota", prefix: "TO", weight: 6, sisters: ["LEXUS"], models: [m("Corolla", 1968, 2025), m("Camry", 1983, 2025), m("Tacoma", 1995, 2025), m("Land Cruiser", 1958, 2021), m("Celica", 1971, 2005), m("4Runner", 1984, 2025), m("RAV4", 1996, 2025)] },
  { make: "HONDA", title: "Honda", prefix: "HO", weight: 5, sisters: ["ACURA"], models: [m("Civic", 1973, 2025), m("Accord", 1976, 2025), m("CR-V", 1997, 2025), m("Prelude", 1979, 2001), m("Odyssey", 1995, 2025)] },
  { make: "PLYMOUTH", title: "Plymouth", prefix: "PL", weight: 4, sisters: ["DODGE"], models: [m("Barracuda", 1964, 1974), m("Road Runner", 1968, 1980), m("GTX", 1967, 1971), m("Fury", 1956, 1978), m("Valiant", 1960, 1976), m("Satellite", 1965, 1974), m("Duster", 1970, 1976)] },
  { make: "PONTIAC", title: "Pontiac", prefix: "PN", weight: 4, sisters: ["GM"], models: [m("Firebird", 1967, 2002), m("GTO", 1964, 1974), m("LeMans", 1961, 1981), m("Catalina", 1950, 1981), m("Grand Prix", 1962, 2008), m("Bonneville", 1957, 2005)] },
  { make: "BUICK", title: "Buick", prefix: "BU", weight: 3, sisters: ["GM"], models: [m("Skylark", 1953, 1998), m("Riviera", 1963, 1999), m("Electra", 1959, 1990), m("LeSabre", 1959, 2005), m("Regal", 1973, 2020), m("Grand National", 1982, 1987)] },
  { make: "CADILLAC", title: "Cadillac", prefix: "CA", weight: 3, sisters: ["GM"], models: [m("DeVille", 1949, 2005), m("Eldorado", 1953, 2002), m("Fleetwood", 1949, 1996), m("Escalade", 1999, 2025), m("CTS", 2003, 2019)] },
  { make: "OLDSMOBILE", title: "Oldsmobile", prefix: "OL", weight: 3, sisters: ["GM"], models: [m("Cutlass", 1961, 1999), m("442", 1964, 1980), m("Delta 88", 1949, 1999), m("Toronado", 1966, 1992), m("Vista Cruiser", 1964, 1977)] },
  { make: "MERCURY", title: "Mercury", prefix: "MC", weight: 3, sisters: ["FORD"], models: [m("Cougar", 1967, 2002), m("Comet", 1960, 1977), m("Montego", 1968, 1976), m("Marquis", 1967, 1986), m("Monterey", 1952, 1974), m("Grand Marquis", 1983, 2011)] },
  { make: "LINCOLN", title: "Lincoln", prefix: "LN", weight: 2, sisters: ["MERCURY", "FORD"], models: [m("Continental", 1956, 2020), m("Town Car", 1981, 2011), m("Mark IV", 1972, 1976), m("Navigator", 1998, 2025)] },
  { make: "CHRYSLER", title: "Chrysler", prefix: "CR", weight: 3, sisters: ["DODGE"], models: [m("300", 1955, 2023), m("New Yorker", 1949, 1996), m("Newport", 1961, 1981), m("Cordoba", 1975, 1983), m("Town & Country", 1990, 2016), m("PT Cruiser", 2001, 2010)] },
  { make: "JEEP", title: "Jeep", prefix: "JE", weight: 4, sisters: ["AMC"], models: [m("CJ-5", 1955, 1983), m("CJ-7", 1976, 1986), m("Wrangler", 1987, 2025), m("Cherokee", 1974, 2023), m("Grand Cherokee", 1993, 2025), m("Wagoneer", 1963, 1991)] },
  { make: "AMC", title: "AMC", prefix: "AM", weight: 2, sisters: ["JEEP"], models: [m("Javelin", 1968, 1974), m("AMX", 1968, 1970), m("Rebel", 1967, 1970), m("Hornet", 1970, 1977), m("Gremlin", 1970, 1978), m("Eagle", 1980, 1988)] },
  { make: "NISSAN", title: "Nissan", prefix: "NI", weight: 4, sisters: ["INFINITI", "DATSUN"], models: [m("Altima", 1993, 2025), m("Sentra", 1982, 2025), m("Frontier", 1998, 2025), m("Maxima", 1981, 2023), m("Rogue", 2008, 2025), m("300ZX", 1984, 1996)] },
  { make: "MAZDA", title: "Mazda", prefix: "MA", weight: 3, sisters: [], models: [m("Mazda3", 2004, 2025), m("Mazda6", 2003, 2021), m("RX-7", 1979, 2002), m("MX-5 Miata", 1990, 2025), m("B-Series Pickup", 1972, 2009), m("CX-5", 2013, 2025)] },
  { make: "SUBARU", title: "Subaru", prefix: "SU", weight: 2, sisters: [], models: [m("Impreza", 1993, 2025), m("Outback", 1995, 2025), m("Legacy", 1990, 2025), m("Forester", 1998, 2025), m("BRAT", 1978, 1994)] },
  { make: "VOLKSWAGEN", title: "Volkswagen", prefix: "VW", weight: 3, sisters: [], models: [m("Beetle", 1949, 2019), m("Bus Type 2", 1950, 1979), m("Karmann Ghia", 1955, 1974), m("Golf", 1985, 2021), m("Jetta", 1985, 2025), m("Passat", 1990, 2022)] },
  { make: "BMW", title: "BMW", prefix: "BM", weight: 2, sisters: [], models: [m("2002", 1968, 1976), m("3 Series", 1977, 2025), m("5 Series", 1972, 2025), m("X5", 2000, 2025)] },
  { make: "MERCEDES-BENZ", title: "Mercedes-Benz", prefix: "MB", weight: 2, sisters: [], models: [m("280SL", 1968, 1971), m("300SL", 1954, 1963), m("E-Class", 1986, 2025), m("C-Class", 1994, 2025), m("W123", 1976, 1985)] },
  { make: "VOLVO", title: "Volvo", prefix: "VV", weight: 2, sisters: [], models: [m("P1800", 1961, 1973), m("240", 1975, 1993), m("740", 1984, 1992), m("XC90", 2003, 2025), m("S60", 2001, 2025)] },
  { make: "HYUNDAI", title: "Hyundai", prefix: "HY", weight: 3, sisters: ["KIA"], models: [m("Elantra", 1991, 2025), m("Sonata", 1989, 2025), m("Santa Fe", 2001, 2025), m("Tucson", 2005, 2025), m("Accent", 1995, 2022)] },
  { make: "KIA", title: "Kia", prefix: "KI", weight: 2, sisters: ["HYUNDAI"], models: [m("Sorento", 2003, 2025), m("Optima", 2001, 2020), m("Soul", 2010, 2025), m("Forte", 2010, 2025), m("Sportage", 1995, 2025)] },
  { make: "MITSUBISHI", title: "Mitsubishi", prefix: "MI", weight: 2, sisters: [], models: [m("Lancer", 1973, 2017), m("Eclipse", 1990, 2012), m("Outlander", 2003, 2025), m("Montero", 1983, 2006)] },
  { make: "ACURA", title: "Acura", prefix: "AC", weight: 2, sisters: ["HONDA"], models: [m("Integra", 1986, 2025), m("TL", 1995, 2014), m("MDX", 2001, 2025), m("RSX", 2002, 2006)] },
  { make: "LEXUS", title: "Lexus", prefix: "LX", weight: 2, sisters: ["TOYOTA"], models: [m("ES", 1990, 2025), m("RX", 1999, 2025), m("IS", 2001, 2025), m("LS", 1990, 2025)] },
  { make: "INFINITI", title: "Infiniti", prefix: "IN", weight: 1, sisters: ["NISSAN"], models: [m("G35", 2003, 2008), m("Q50", 2014, 2025), m("QX60", 2013, 2025), m("I30", 1996, 2001)] },
  { make: "GMC", title: "GMC", prefix: "GC", weight: 3, sisters: ["CHEVROLET"], models: [m("Sierra", 1988, 2025), m("C1500 Pickup", 1960, 1999), m("Jimmy", 1970, 2005), m("Sprint", 1971, 1977), m("Yukon", 1992, 2025)] },
  { make: "DATSUN", title: "Datsun", prefix: "DT", weight: 1, sisters: ["NISSAN"], models: [m("240Z", 1970, 1973), m("510", 1968, 1973), m("620 Pickup", 1972, 1979), m("280ZX", 1979, 1983)] },
  { make: "STUDEBAKER", title: "Studebaker", prefix: "ST", weight: 1, sisters: [], models: [m("Champion", 1949, 1958), m("Hawk", 1956, 1964), m("Lark", 1959, 1966), m("Avanti", 1963, 1964)] },
  { make: "SATURN", title: "Saturn", prefix: "SA", weight: 1, sisters: ["GM"], models: [m("S-Series", 1991, 2002), m("Ion", 2003, 2007), m("Vue", 2002, 2010)] },
  { make: "INTERNATIONAL", title: "International", prefix: "IH", weight: 1, sisters: [], models: [m("Scout", 1961, 1980), m("Travelall", 1953, 1975), m("Pickup", 1949, 1975)] },
];

/** Models the demo catalogue stocks deeply: the classic bodies and the catalogues lean on them. */
export const FOCUS_MODELS: readonly { make: string; model: string; from: number; to: number; parts: number }[] = [
  { make: "FORD", model: "Mustang", from: 1964, to: 1973, parts: 70 },
  { make: "CHEVROLET", model: "Camaro", from: 1967, to: 1981, parts: 60 },
  { make: "DODGE", model: "Challenger", from: 1970, to: 1974, parts: 45 },
  { make: "CHEVROLET", model: "Chevelle", from: 1964, to: 1972, parts: 30 },
  { make: "DODGE", model: "Charger", from: 1966, to: 1974, parts: 30 },
  { make: "FORD", model: "F-100", from: 1953, to: 1979, parts: 25 },
];

export function makeProfile(make: string): MakeProfile {
  const profile = MAKE_PROFILES.find((p) => p.make === make);
  if (!profile) throw new Error(`Unknown make ${make}`);
  return profile;
}
