const storeDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" });

/** An order's date as the shop shows it: the store's calendar day (Eastern), in the en-CA format "2026-05-15". */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : storeDay.format(date);
}
