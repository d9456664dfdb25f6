import { Menu, X } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { NavLink } from "react-router";
import type { MessageKey } from "../../domain/i18n/catalogue";
import { useWords } from "../lib/i18n";

/** The shop's main pages, each with the key of its name. */
export const NAV_LINKS = [
  { to: "/", key: "layout.nav.home" },
  { to: "/all-products", key: "layout.nav.allProducts" },
  { to: "/specials", key: "layout.nav.specials" },
  { to: "/promotions", key: "layout.nav.promotions" },
  { to: "/classic-body", key: "layout.nav.classicBody" },
  { to: "/catalog", key: "layout.nav.catalog" },
  { to: "/contact-us", key: "layout.nav.contact" },
] as const satisfies readonly { to: string; key: MessageKey }[];

/** The main navigation; on small screens it folds behind a Menu button. The current page's link has aria-current. */
export function MainNav() {
  const { t } = useWords();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <nav aria-label={t("layout.nav.label")} className="bg-brand-700 text-white" onKeyDown={onKeyDown}>
      <div className="mx-auto max-w-7xl px-4">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className="flex items-center gap-2 py-3 font-semibold focus-visible:outline-white md:hidden"
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          {t("layout.nav.menu")}
        </button>
        <ul id={listId} className={`${open ? "flex" : "hidden"} flex-col pb-2 md:flex md:flex-row md:flex-wrap md:pb-0`}>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === "/"}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `block px-3 py-2.5 font-medium hover:bg-brand-800 focus-visible:outline-white md:py-3 ${isActive ? "bg-brand-800 underline decoration-2 underline-offset-4" : ""}`
                }
              >
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
