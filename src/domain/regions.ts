export const COUNTRIES = ["CA", "USA"] as const;
export type Country = (typeof COUNTRIES)[number];

/** The provinces and territories the province selector offers (the spec's ten, and the three territories the shop ships to). */
export const CANADIAN_PROVINCES = [
  { code: "AB", name: "Alberta" },
  { code: "BC", name: "British Columbia" },
  { code: "MB", name: "Manitoba" },
  { code: "NB", name: "New Brunswick" },
  { code: "NL", name: "Newfoundland and Labrador" },
  { code: "NS", name: "Nova Scotia" },
  { code: "NT", name: "Northwest Territories" },
  { code: "NU", name: "Nunavut" },
  { code: "ON", name: "Ontario" },
  { code: "PE", name: "Prince Edward Island" },
  { code: "QC", name: "Quebec" },
  { code: "SK", name: "Saskatchewan" },
  { code: "YT", name: "Yukon" },
] as const;

export const US_STATES = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
].map(([code, name]) => ({ code: code as string, name: name as string }));

export function regionsOf(country: Country): readonly { code: string; name: string }[] {
  return country === "CA" ? CANADIAN_PROVINCES : US_STATES;
}

/** Default province when a country is chosen at checkout: Canada ON, USA NY. */
export function defaultRegion(country: Country): string {
  return country === "CA" ? "ON" : "NY";
}

/** Whether a two-letter code is one of the 50 US states. */
export function isUsState(code: string): boolean {
  return US_STATES.some((state) => state.code === code);
}

/** Whether a province or state code belongs to the country (CA: a province or territory the selector offers; USA: one of the 50 states). */
export function isRegionOf(country: string, code: string): boolean {
  const region = code.trim().toUpperCase();
  if (country === "CA") return CANADIAN_PROVINCES.some((province) => province.code === region);
  if (country === "USA") return isUsState(region);
  return false;
}

/** Why a province or state cannot go with the country, in the words an address form shows; null when it can. */
export function regionProblem(country: string, code: string): string | null {
  if (isRegionOf(country, code)) return null;
  if (country === "CA") return "Please choose a Canadian province or territory.";
  if (country === "USA") return "Please choose a US state.";
  return "Please choose a country.";
}
