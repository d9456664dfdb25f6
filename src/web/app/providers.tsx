import { QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { type ComponentProps, lazy, type ReactNode, Suspense, useEffect, useMemo, useReducer, useState } from "react";
import type { Translator } from "../../domain/i18n/catalogue";
import { AppStateContext, appStateReducer, emptyAppState, loadAppState, saveAppState } from "../lib/app-state";
import { LocaleProvider, useWords } from "../lib/i18n";
import { isDealerUser } from "../lib/signed-in-user";

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * The app state kept in localStorage. A page rendered on the server starts as the server rendered it,
 * for an anonymous visitor (`restoreAfterHydration`), and restores the saved state once hydrated: what
 * the server sent and the first render in the browser are then the same. A dealer's prices come from
 * the server per session, so a restored dealer has the page's anonymous answers fetched again.
 */
export function AppStateProvider({ children, restoreAfterHydration = false }: { children: ReactNode; restoreAfterHydration?: boolean }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(appStateReducer, undefined, () => (restoreAfterHydration ? emptyAppState : loadAppState()));
  const [restored, setRestored] = useState(!restoreAfterHydration);
  useEffect(() => {
    if (restored) return;
    const saved = loadAppState();
    // A first visit has nothing saved: the page stays as it is, and no part of it renders again.
    if (saved !== emptyAppState) dispatch({ type: "restore", state: saved });
    setRestored(true);
    if (saved.user && isDealerUser(saved.user)) void queryClient.invalidateQueries();
  }, [restored, queryClient]);
  useEffect(() => {
    if (restored) saveAppState(state);
  }, [restored, state]);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

/**
 * The spec's toasts leave over 1000 ms once closed: react-toastify's bounce out (0.5 s, its CSS) and
 * then the gap closing over the rest.
 */
const TOAST_REMOVAL_MS = 1000;
const TOAST_EXIT_MS = 500;

const ToastContainer = lazy(() =>
  import("react-toastify").then(({ ToastContainer: Container, cssTransition }) => {
    const leaving = cssTransition({
      enter: "Toastify--animate Toastify__bounce-enter",
      exit: "Toastify--animate Toastify__bounce-exit",
      appendPosition: true,
      collapseDuration: TOAST_REMOVAL_MS - TOAST_EXIT_MS,
    });
    return { default: (props: ComponentProps<typeof Container>) => <Container transition={leaving} {...props} /> };
  }),
);

/**
 * Where toasts show: bottom left, clear of the header's cart and profile buttons (issue 22) and of the
 * cookie notice (bottom right on a wide screen). Its code loads once the page is live, not with the first download: a toast raised
 * before it is there waits in react-toastify's queue and shows when it mounts. Neither the server nor the
 * hydrating browser renders it, so both agree.
 */
function Toasts() {
  const { t } = useWords();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!live) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="bottom-left"
        autoClose={5000}
        pauseOnHover
        pauseOnFocusLoss
        closeOnClick={false}
        limit={20}
        aria-label={t("layout.toasts.label")}
        closeButton={({ closeToast, theme }) => (
          // react-toastify's own close button, named in the page's language (its own name is always English).
          <button
            type="button"
            className={`Toastify__close-button Toastify__close-button--${theme}`}
            aria-label={t("layout.toasts.close")}
            onClick={(event) => {
              event.stopPropagation();
              closeToast(true);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 14 16">
              <path
                fillRule="evenodd"
                d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
              />
            </svg>
          </button>
        )}
      />
    </Suspense>
  );
}

/** Everything a page needs around it: its language, server data cache, app state, toasts. Tests wrap components in it too (in English unless given a translator). */
export function Providers({
  children,
  queryClient,
  restoreAfterHydration,
  translator,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  restoreAfterHydration?: boolean;
  translator?: Translator;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <LocaleProvider translator={translator}>
      <QueryClientProvider client={client}>
        <AppStateProvider restoreAfterHydration={restoreAfterHydration}>
          {children}
          <Toasts />
        </AppStateProvider>
      </QueryClientProvider>
    </LocaleProvider>
  );
}
