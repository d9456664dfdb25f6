import { ClipboardList, Heart, ShoppingCart, User } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { useCartCount, useKeptCartMerge } from "../features/cart/api";
import { MyGarage } from "../features/vehicles/components/my-garage";
import { ShopByVehicle } from "../features/vehicles/components/shop-by-vehicle";
import { useWords } from "../lib/i18n";
import { useViewer, type Viewer } from "../lib/viewer";
import { LanguageSwitch } from "./language-switch";
import { SearchPopup } from "./search-popup";

const iconButton = "relative inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-slate-100";

/** A header action a visitor cannot use yet: focusable, announced as disabled, with a hint on hover and focus. */
function SignInFirst({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-disabled="true"
        aria-label={label}
        aria-describedby={hintId}
        className={`${iconButton} cursor-not-allowed hover:bg-transparent`}
      >
        {children}
      </button>
      <span
        id={hintId}
        role="tooltip"
        className="pointer-events-none invisible absolute top-full right-0 z-40 mt-1 w-max max-w-[12rem] rounded bg-slate-900 px-2 py-1 text-xs text-white group-focus-within:visible group-hover:visible"
      >
        {hint}
      </span>
    </span>
  );
}

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span aria-hidden="true" className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-bold text-white">
      {count > 99 ? "99+" : count}
    </span>
  );
}

function ProfileButton({ viewer }: { viewer: Viewer }) {
  const { t } = useWords();
  if (viewer.kind === "anonymous") {
    return (
      <Link to="/sign-in" className="inline-flex items-center gap-2 rounded-md px-2 py-2 font-medium text-ink hover:bg-slate-100 sm:px-3">
        <User aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{t("shell.header.signIn")}</span>
      </Link>
    );
  }
  const name = viewer.name;
  return (
    <Link
      to="/profile"
      aria-label={t("shell.header.profile", { name })}
      className="inline-flex items-center gap-2 rounded-md px-2 py-2 font-medium text-ink hover:bg-slate-100 sm:px-3"
    >
      <User aria-hidden="true" className="size-5 shrink-0" />
      <span className="hidden max-w-[10rem] truncate sm:block">{name}</span>
    </Link>
  );
}

/**
 * The site header: the language switch, logo, search, profile, quick order, wishlist and cart (quick order needs a signed-in user, and so do the wishlist and cart). The
 * cart badge counts the server cart once signed in; lines a visitor kept are added to it at sign-in.
 */
export function Header() {
  const { t } = useWords();
  const viewer = useViewer();
  const signedIn = viewer.kind !== "anonymous";
  useKeptCartMerge();
  const count = useCartCount();
  const cartLabel = t("shell.header.cartCount", { count });
  const cartIcon = (
    <>
      <ShoppingCart aria-hidden="true" className={`size-6 ${signedIn ? "" : "opacity-50"}`} />
      <CountBadge count={count} />
    </>
  );
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="border-b border-slate-100 bg-slate-50">
        <div className="mx-auto flex max-w-7xl justify-end px-4">
          <LanguageSwitch />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-3 sm:gap-2">
        <Link to="/" aria-label={t("shell.header.home")} className="mr-auto inline-flex items-center gap-2 rounded-md">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
            <rect width="32" height="32" rx="7" fill="#991b1b" />
            <path d="M10 25V7h7.5a5.5 5.5 0 0 1 0 11H14v7z" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
          </svg>
          <span className="text-xl leading-tight font-extrabold tracking-tight text-ink">
            Partshop<span className="hidden text-brand-700 sm:inline"> Woodbridge</span>
          </span>
        </Link>
        <SearchPopup />
        <ProfileButton viewer={viewer} />
        {signedIn ? (
          <Link to="/quick-order" aria-label={t("shell.header.quickOrder")} title={t("shell.header.quickOrder")} className={iconButton}>
            <ClipboardList aria-hidden="true" className="size-6" />
          </Link>
        ) : null}
        {signedIn ? (
          <Link to="/wishlist" aria-label={t("shell.header.wishlist")} title={t("shell.header.wishlist")} className={iconButton}>
            <Heart aria-hidden="true" className="size-6" />
          </Link>
        ) : (
          <SignInFirst label={t("shell.header.wishlist")} hint={t("shell.header.wishlistSignIn")}>
            <Heart aria-hidden="true" className="size-6 opacity-50" />
          </SignInFirst>
        )}
        {signedIn ? (
          <Link to="/cart" aria-label={cartLabel} title={t("shell.header.cart")} className={iconButton}>
            {cartIcon}
          </Link>
        ) : (
          <SignInFirst label={cartLabel} hint={t("shell.header.cartSignIn")}>
            {cartIcon}
          </SignInFirst>
        )}
      </div>
      <div className="border-t border-slate-100 bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 lg:flex-row lg:items-end lg:gap-6">
          <MyGarage />
          <div className="min-w-0 flex-1">
            <ShopByVehicle />
          </div>
        </div>
      </div>
    </header>
  );
}
