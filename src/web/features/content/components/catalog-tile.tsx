import type { Catalog } from "../../../../domain/contracts/catalog";
import { inLocale } from "../../../../domain/i18n/content";
import { useWords } from "../../../lib/i18n";

/** A catalogue's cover: a drawn PDF page with its title, so the tile needs no image file. */
function CatalogCover({ title }: { title: string }) {
  return (
    <svg viewBox="0 0 120 150" aria-hidden="true" focusable="false" className="h-40 w-auto drop-shadow-sm">
      <path d="M8 4h78l26 26v112a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z" fill="#ffffff" stroke="#94a3b8" strokeWidth="2" />
      <path d="M86 4v22a4 4 0 0 0 4 4h22" fill="#e2e8f0" stroke="#94a3b8" strokeWidth="2" />
      <rect x="4" y="46" width="86" height="30" fill="#991b1b" />
      <text x="47" y="67" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="18" fontWeight="700" fill="#ffffff">
        PDF
      </text>
      <text x="60" y="98" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="9" fill="#334155">
        {title.length > 22 ? `${title.slice(0, 21)}…` : title}
      </text>
      <rect x="18" y="110" width="84" height="4" rx="2" fill="#cbd5e1" />
      <rect x="18" y="120" width="70" height="4" rx="2" fill="#cbd5e1" />
      <rect x="18" y="130" width="78" height="4" rx="2" fill="#cbd5e1" />
    </svg>
  );
}

/** A catalogue tile: opens the PDF in a new tab (a drawn catalogue in the page's language: ?lang=fr-CA). */
export function CatalogTile({ catalog }: { catalog: Catalog }) {
  const { t, locale } = useWords();
  const href = locale === "en-CA" || catalog.path.includes("?") ? catalog.path : `${catalog.path}?lang=${locale}`;
  const title = inLocale(catalog.display, catalog.display_fr, locale);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="group flex h-full flex-col items-center gap-4 rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm transition hover:border-brand-600 hover:shadow-md"
    >
      <CatalogCover title={title} />
      <span className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">{title}</span>{" "}
      <span className="text-sm text-slate-700">
        PDF<span className="sr-only">{t("content.catalog.newTab")}</span>
      </span>
    </a>
  );
}
