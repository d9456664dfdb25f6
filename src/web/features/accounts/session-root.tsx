import { Outlet } from "react-router";
import { useGarageSync } from "./api";
import { useSessionSync } from "./use-session-sync";

/** The router's root: restores the signed-in user from the session once per page load (and their garage's vehicle), then renders the app. */
export function SessionRoot() {
  useSessionSync();
  useGarageSync();
  return <Outlet />;
}

/** What shows while the first page's code loads: nothing, so the page does not flash a placeholder. */
export function InitialLoad() {
  return null;
}
