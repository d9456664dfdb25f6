import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { LOCALE_BASENAME } from "../domain/i18n/locales";
import { createQueryClient, Providers } from "./app/providers";
import { translatorForPath } from "./lib/i18n";
import { openedFromList } from "./products/part-path";
import { createAppRouter } from "./router";

/** The query cache the server rendered the page with (docs/decisions/020-server-rendering.md); absent on pages only the browser renders. */
const serverState = document.getElementById("server-state");
const container = document.getElementById("root")!;

/** Marks the page live once React has taken it over (hydrated or rendered): browser tests wait for it. */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.started = "true";
  }, []);
  return null;
}

/**
 * A reload keeps the history entry's state, which the server never sees: a part opened from a list (its
 * quick view over the list) comes back from the server as the part's own page. The entry forgets that it
 * was opened from a list before the page is hydrated, so the first render is the page the server rendered
 * (else React finds another page and renders the whole page again: error #418).
 */
function forgetOpenedFromList() {
  const entry = window.history.state as { usr?: unknown } | null;
  if (entry && openedFromList(entry.usr)) window.history.replaceState({ ...entry, usr: undefined }, "");
}

/** Takes the page over: hydrates the server's HTML with the state it was rendered with, or renders a bare page. */
export async function start() {
  const queryClient = createQueryClient();
  const hydrating = serverState !== null;
  if (serverState) {
    hydrate(queryClient, JSON.parse(serverState.textContent ?? "{}"));
    forgetOpenedFromList();
  }
  // The page's language is in its path (/fr/...): its messages are loaded before the first render, as the server had them.
  const translator = await translatorForPath(window.location.pathname);
  const router = await createAppRouter({ hydrating, basename: LOCALE_BASENAME[translator.locale] });
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} restoreAfterHydration={hydrating} translator={translator}>
        <RouterProvider router={router} />
      </Providers>
      <Started />
    </StrictMode>
  );
  // Hydrated as a transition, React works in slices and yields to the shopper between them, instead of
  // holding the page in one long task while it takes the server's HTML over.
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
