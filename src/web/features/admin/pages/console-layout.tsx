import { LogOut } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Navigate, NavLink, ScrollRestoration, useLocation, useNavigate } from "react-router";
import { Spinner } from "../../../ui/spinner";
import { LoadError } from "../components/outcome";
import { isNotStaff, useStaffMe, useStaffSignOut } from "../session-api";
import { SignedInStaff } from "../signed-in-staff";

/** The console's sections, named as staff are trained to find them. */
export const CONSOLE_NAV = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/orders", label: "Orders", end: false },
  { to: "/admin/returns", label: "Returns", end: false },
  { to: "/admin/parts", label: "Parts", end: false },
  { to: "/admin/content", label: "Content", end: false },
  { to: "/admin/people", label: "People", end: false },
  { to: "/admin/inbox", label: "Inbox", end: false },
  { to: "/admin/reports", label: "Reports", end: false },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-white text-brand-700" : "text-white hover:bg-white/15"}`;

/**
 * The frame of every /admin page but the sign-in: the console's navigation, who is signed in and
 * Sign out. A visitor who is not signed in as staff is sent to /admin/sign-in (the server refuses
 * their calls anyway).
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const me = useStaffMe();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useStaffSignOut();

  if (me.isPending) return <Spinner label="Checking your sign-in..." />;
  if (me.isError) {
    if (isNotStaff(me.error)) return <Navigate to={`/admin/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
    return (
      <main id="main" className="mx-auto max-w-xl p-6">
        <h1 className="mb-4 text-2xl font-bold text-ink">Staff console</h1>
        <LoadError error={me.error} />
      </main>
    );
  }
  const staff = me.data.staff;

  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold tracking-wide">Partshop console</p>
          <div className="flex items-center gap-3 text-sm">
            <span>
              <span className="sr-only">Signed in as </span>
              <span data-testid="staff-name" className="font-semibold">
                {staff.name}
              </span>
              <span className="text-white/90">{staff.role === "owner" ? " (owner)" : " (staff)"}</span>
            </span>
            <button
              type="button"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate("/admin/sign-in", { replace: true, state: { signedOut: true } }) })}
              className="inline-flex items-center gap-1.5 rounded-md border border-white/70 px-3 py-1.5 font-semibold hover:bg-white/15 disabled:opacity-70"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </button>
          </div>
        </div>
        <nav aria-label="Console" className="mx-auto w-full max-w-7xl px-2 pb-2">
          <ul className="flex flex-wrap gap-1">
            {CONSOLE_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {signOut.isError ? (
        <p role="alert" className="bg-red-50 px-4 py-2 text-center text-sm font-medium text-red-800">
          Signing out did not work. Please try again.
        </p>
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner label="Loading..." />}>
          <SignedInStaff.Provider value={staff}>{children}</SignedInStaff.Provider>
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
