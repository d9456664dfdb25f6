import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { useWords } from "../lib/i18n";

/**
 * Keeps the browser's title and description in step with the page as the shopper moves around: the
 * server wrote them for the first page (app/page-head.ts), the same function names every page after.
 * Its code is a chunk of its own, loaded once the shopper moves on from a page the server rendered (or at
 * once on a page only the browser renders).
 */
/** The page was rendered on the server, and the shopper has not moved yet. */
let headFromServer = typeof document !== "undefined" && document.getElementById("server-state") !== null;

export function DocumentHead() {
  const matches = useMatches();
  const location = useLocation();
  const queryClient = useQueryClient();
  const words = useWords();
  const leaf = matches.at(-1);
  const pageId = leaf?.id;
  const params = leaf?.params ?? {};
  const paramsKey = JSON.stringify(params);

  // biome-ignore lint/correctness/useExhaustiveDependencies: params are compared by their JSON (paramsKey).
  useEffect(() => {
    // The server wrote the first page's head from the same answers: nothing to load or change until the shopper moves.
    if (headFromServer) {
      headFromServer = false;
      return;
    }
    let cancelled = false;
    let unsubscribe = () => {};
    void import("./page-head").then(({ pageHead }) => {
      if (cancelled) return;
      const apply = () => {
        // The router's location is the route's own path (without the language's basename), as the head expects.
        const head = pageHead(pageId, params, new URLSearchParams(location.search), (key) => queryClient.getQueryData(key), words, {
          pathname: location.pathname,
        });
        if (document.title !== head.title) document.title = head.title;
        document.querySelector('meta[name="description"]')?.setAttribute("content", head.description);
      };
      apply();
      unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "success") apply();
      });
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [pageId, paramsKey, location.pathname, location.search, queryClient, words]);
  return null;
}
