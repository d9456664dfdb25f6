export const FIRST_MODEL_YEAR = 1949;

/** Model years a shopper can pick: from 1949 to the given year, newest first. */
export function selectableYears(currentYear = new Date().getFullYear()): number[] {
  const years: number[] = [];
  for (let y = currentYear; y >= FIRST_MODEL_YEAR; y--) years.push(y);
  return years;
}

export function fitsYear(part: { year_from: number; year_end: number }, year: number): boolean {
  return part.year_from <= year && year <= part.year_end;
}
