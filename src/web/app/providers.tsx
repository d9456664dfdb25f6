import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useReducer, useState } from "react";
import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { AppStateContext, appStateReducer, loadAppState, saveAppState } from "../lib/app-state";

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });
}

export function AppStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(appStateReducer, undefined, () => loadAppState());
  useEffect(() => saveAppState(state), [state]);
  return <AppStateContext.Provider value={{ state, dispatch }}>{children}</AppStateContext.Provider>;
}

/** Everything a page needs around it: server data cache, app state, toasts. Tests wrap components in it too. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AppStateProvider>
        {children}
        <ToastContainer position="top-right" autoClose={5000} pauseOnHover pauseOnFocusLoss closeOnClick={false} limit={20} />
      </AppStateProvider>
    </QueryClientProvider>
  );
}
