import { Outlet, ScrollRestoration } from "react-router";

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header>Partshop</header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer>Partshop Woodbridge</footer>
      <ScrollRestoration />
    </div>
  );
}
