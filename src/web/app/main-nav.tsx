import { Menu, X } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { NavLink } from "react-router";

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/all-products", label: "All Products" },
  { to: "/specials", label: "On Sale" },
  { to: "/promotions", label: "Hot Deals" },
  { to: "/classic-body", label: "Classic Body" },
  { to: "/catalog", label: "Catalog" },
  { to: "/contact-us", label: "Contact Us" },
] as const;

/** The main navigation; on small screens it folds behind a Menu button. The current page's link has aria-current. */
export function MainNav() {
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
    <nav aria-label="Main" className="bg-brand-700 text-white" onKeyDown={onKeyDown}>
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
          Menu
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
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
