import { lazy, type ReactNode } from "react";
import { useParams } from "react-router";
import { ConsoleLayout } from "./pages/console-layout";
import { StaffSignInPage } from "./pages/sign-in-page";
import "./console.css";

const DashboardPage = lazy(async () => ({ default: (await import("./pages/dashboard-page")).DashboardPage }));
const OrdersPage = lazy(async () => ({ default: (await import("./pages/orders-page")).OrdersPage }));
const AdminOrderPage = lazy(async () => ({ default: (await import("./pages/order-page")).AdminOrderPage }));
const PeoplePage = lazy(async () => ({ default: (await import("./pages/people-page")).PeoplePage }));
const InboxPage = lazy(async () => ({ default: (await import("./pages/inbox-page")).InboxPage }));
const InquiryPage = lazy(async () => ({ default: (await import("./pages/inquiry-page")).InquiryPage }));
const PartsPage = lazy(async () => ({ default: (await import("./pages/parts-page")).PartsPage }));
const PartPage = lazy(async () => ({ default: (await import("./pages/part-page")).PartPage }));
const NewPartPage = lazy(async () => ({ default: (await import("./pages/part-page")).NewPartPage }));
const ReturnsPage = lazy(async () => ({ default: (await import("./pages/returns-page")).ReturnsPage }));
const ReportsPage = lazy(async () => ({ default: (await import("./pages/reports-page")).ReportsPage }));
const ContentPage = lazy(async () => ({ default: (await import("./pages/content-page")).ContentPage }));
const ConsoleNotFoundPage = lazy(async () => ({ default: (await import("./pages/not-found-page")).ConsoleNotFoundPage }));

/** The page for a path under /admin/ ("orders/100044"); one without its own page says so. */
function consolePage(path: string): ReactNode {
  const [section = "", id, ...more] = path.split("/");
  if (more.length > 0) return <ConsoleNotFoundPage />;
  switch (section) {
    case "":
      return <DashboardPage />;
    case "orders":
      return id ? <AdminOrderPage key={id} so={id} /> : <OrdersPage />;
    case "people":
      return id ? <ConsoleNotFoundPage /> : <PeoplePage />;
    case "inbox":
      return id ? <InquiryPage key={id} id={Number(id)} /> : <InboxPage />;
    case "parts":
      if (id === "new") return <NewPartPage />;
      return id ? <PartPage key={id} item={id} /> : <PartsPage />;
    case "returns":
      return id ? <ConsoleNotFoundPage /> : <ReturnsPage />;
    case "reports":
      return id ? <ConsoleNotFoundPage /> : <ReportsPage />;
    case "content":
      return id ? <ConsoleNotFoundPage /> : <ContentPage />;
    default:
      return <ConsoleNotFoundPage />;
  }
}

/**
 * The console's pages under /admin: the sign-in, and every other page inside the staff guard and its
 * layout. They are picked here rather than by route objects in the app's table: react-router's
 * descendant <Routes> and one lazy route object per page would each add to the storefront's entry
 * script, and the console must not grow a shopper's first download.
 */
export function ConsoleApp() {
  const path = (useParams()["*"] ?? "").replace(/\/+$/, "");
  if (path === "sign-in") return <StaffSignInPage />;
  return <ConsoleLayout>{consolePage(path)}</ConsoleLayout>;
}

export { ConsoleApp as Component };
