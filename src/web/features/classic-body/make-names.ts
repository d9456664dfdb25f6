const MAKE_NAMES: Record<string, string> = { FORD: "Ford", GM: "GM", DODGE: "Dodge" };

/** "Ford" for FORD: how a make reads in a heading. */
export function makeDisplayName(make: string): string {
  return MAKE_NAMES[make] ?? make;
}
