import { useEffect, useRef } from "react";
import { useAppState } from "../../lib/app-state";
import { useViewer } from "../../lib/viewer";
import { setCurrentVehicle } from "../../products/current-vehicle";
import { storeCustomer, storeDealer } from "./session";
import { useMe } from "./session-api";

/**
 * Asks the server who the session cookie belongs to (GET /api/me) and makes app state agree: a signed-in
 * customer or dealer is stored; when the server says nobody is signed in (the session ended or was
 * signed out elsewhere) a locally remembered user is logged out. A failed call changes nothing.
 */
export function useSessionSync(): void {
  const { dispatch } = useAppState();
  const viewer = useViewer();
  const me = useMe();
  const hasUser = useRef(viewer.user !== null);
  hasUser.current = viewer.user !== null;

  useEffect(() => {
    const data = me.data;
    if (!data) return;
    if (data.kind === "customer") storeCustomer(dispatch, data);
    else if (data.kind === "dealer") storeDealer(dispatch, data);
    else if (hasUser.current) {
      dispatch({ type: "logOut" });
      // The current vehicle was the account's garage's, not this visitor's.
      setCurrentVehicle(null);
    }
  }, [me.data, dispatch]);
}
