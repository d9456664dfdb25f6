import { type ReactNode, Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { CookieNotice } from "./cookie-notice";
import { DocumentHead } from "./document-head";
import { Footer } from "./footer";
import { Header } from "./header";
import { MainNav } from "./main-nav";

/**
 * A part of the page the browser hydrates on its own. The server renders every part in place (nothing
 * waits, no script streams it later); in the browser, hydrating parts one by one lets React yield to
 * the shopper between them instead of taking the page over in one long task.
 */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Part>
        <Header />
      </Part>
      <Part>
        <MainNav />
      </Part>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Part>
          <Outlet />
        </Part>
      </main>
      <Part>
        <Footer />
      </Part>
      <CookieNotice />
      <ScrollRestoration />
      <DocumentHead />
    </div>
  );
}
