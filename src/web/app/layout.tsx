import { Outlet, ScrollRestoration } from "react-router";
import { CookieNotice } from "./cookie-notice";
import { DocumentHead } from "./document-head";
import { Footer } from "./footer";
import { Header } from "./header";
import { MainNav } from "./main-nav";
import { RouteFocus } from "./route-focus";

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      {/* First in the tab order (issue 22): the notice is read and dismissed before anything else. */}
      <CookieNotice />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header />
      <MainNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <DocumentHead />
      <RouteFocus />
    </div>
  );
}
