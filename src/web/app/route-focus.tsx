import { useEffect, useRef } from "react";
import { type Location, NavigationType, useLocation, useNavigationType } from "react-router";

/** How long a new page may take to show its main heading (a lazy page, its data) before focus goes to the main landmark. */
const HEADING_WAIT_MS = 5_000;
/** Focus moves once the page has been still this long, after a closing dialog has handed focus back to what opened it. */
const SETTLE_MS = 60;

/** A quick view opened from a list (or closed back to it) changes the address but keeps the page: its dialog owns focus. */
function keepsThePage(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { openedFromList?: unknown }).openedFromList === true;
}

const openDialog = () => document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"], dialog[open]');

/** Whether the shopper has put focus in a popup of the page (the header's search), which taking it away would close. */
const focusInPopup = () => document.activeElement?.closest('[role="dialog"]:not([aria-modal="true"])') != null;

/**
 * Moves focus to the new page's main heading (its h1) after every client-side change of page, so a
 * keyboard or screen-reader user starts reading the page they asked for instead of the header they
 * left (issue 22). The first page, rendered by the server, keeps the browser's own focus. A page that
 * shows its heading late (lazy, or after its data) is waited for; while a modal dialog is open focus is
 * left to it. A shopper who has already opened a popup (the header's search) and is typing in it keeps
 * their focus: moving it would close the popup under their hands.
 */
export function focusMainHeading(): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => schedule());
  const finish = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(giveUp);
  };
  const attempt = () => {
    if (done) return;
    if (focusInPopup()) return finish();
    if (openDialog()) return;
    const main = document.getElementById("main");
    const heading = main?.querySelector<HTMLElement>("h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
    finish();
  };
  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(attempt, SETTLE_MS);
  }
  const giveUp = setTimeout(() => {
    if (done) return;
    if (!openDialog() && !focusInPopup()) document.getElementById("main")?.focus({ preventScroll: true });
    finish();
  }, HEADING_WAIT_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  schedule();
  return finish;
}

export function RouteFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<Location | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before === null || before.pathname === location.pathname) return;
    // Opening a quick view from a list, or closing it back to the list (Back, or replacing its address): the dialog handles focus.
    if (keepsThePage(location.state) || (keepsThePage(before.state) && navigationType !== NavigationType.Push)) return;
    return focusMainHeading();
  }, [location, navigationType]);
  return null;
}
