import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { ShopByVehicle } from "../features/vehicles/components/shop-by-vehicle";
import { useWords } from "../lib/i18n";
import { CookieNotice } from "./cookie-notice";
import { DocumentHead } from "./document-head";
import { Footer } from "./footer";
import { Header } from "./header";
import { MainNav } from "./main-nav";
import { RouteFocus } from "./route-focus";

/** The home page's own Shop by vehicle block, above its carousels (the header's form is on every page). */
function HomeVehiclePanel() {
  const { t } = useWords();
  const onHome = useMatches().at(-1)?.id === "home";
  if (!onHome) return null;
  return (
    <section aria-labelledby="home-vehicle-heading" className="mx-auto max-w-7xl px-4 pt-6">
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="home-vehicle-heading" className="mb-3 text-xl font-bold text-ink">
          {t("layout.homeVehicle.heading")}
        </h2>
        <ShopByVehicle variant="panel" label={t("layout.homeVehicle.label")} />
      </div>
    </section>
  );
}

export function Layout() {
  const { t } = useWords();
  return (
    <div className="flex min-h-screen flex-col">
      {/* First in the tab order (issue 22): the notice is read and dismissed before anything else. */}
      <CookieNotice />
      {/* In a landmark of its own: after the notice it is no longer the page's first link, which axe lets stand alone. */}
      <nav aria-label={t("layout.skip.label")}>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("layout.skip.link")}
        </a>
      </nav>
      <Header />
      <MainNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <HomeVehiclePanel />
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <DocumentHead />
      <RouteFocus />
    </div>
  );
}
