import type { ReactNode } from "react";
import { englishT, type Translate } from "./translate";

/** An address as the buying pages show it: a titled card of lines ("Shipping to", "Billing to"), with an optional action such as Edit. */
export function AddressCard({ title, lines, action, note }: { title: string; lines: readonly string[]; action?: ReactNode; note?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {action}
      </div>
      {note ? <p className="mt-1 text-sm font-medium text-brand-700">{note}</p> : null}
      <address className="mt-2 text-slate-700 not-italic">
        {lines
          .filter((line) => line.trim() !== "")
          .map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
      </address>
    </section>
  );
}

/** The lines of an address: name, company, street, "City, PROV POSTAL", country and phone (in English unless given the page's `t`). */
export function addressLines(
  address: {
    name?: string;
    company?: string | null;
    address: string;
    city: string;
    state: string;
    zipcode: string;
    country: string;
    tel?: string;
  },
  t: Translate = englishT,
): string[] {
  const country = address.country === "CA" ? "Canada" : address.country === "USA" ? t("ui.country.USA") : address.country;
  return [
    address.name ?? "",
    address.company ?? "",
    address.address,
    `${address.city}, ${address.state} ${address.zipcode}`.trim(),
    country,
    address.tel ? t("ui.address.phoneLine", { tel: address.tel }) : "",
  ];
}
