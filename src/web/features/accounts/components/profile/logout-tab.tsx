import { useState } from "react";
import { toast } from "react-toastify";
import { ApiRequestError } from "../../../../lib/api";
import { useAppState } from "../../../../lib/app-state";
import { setCurrentVehicle } from "../../../../products/current-vehicle";
import { SubmitButton } from "../../../../ui/form-field";
import { logout } from "../../api";
import { SOMETHING_WENT_WRONG } from "../../failure";
import { reloadPage } from "../../reload-page";
import { TabHeading } from "./tab-heading";

/** Logout: ends the session on the server, clears the user and the current vehicle kept in the browser and reloads the page. */
export function LogoutTab() {
  const { dispatch } = useAppState();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await logout();
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 401)) {
        setPending(false);
        toast.error(SOMETHING_WENT_WRONG);
        return;
      }
    }
    dispatch({ type: "logOut" });
    // The current vehicle was the account's garage's: the visitor left behind starts without one.
    setCurrentVehicle(null);
    reloadPage();
  };

  return (
    <section>
      <TabHeading intro="Sign out of your account on this device.">Logout</TabHeading>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void signOut();
        }}
      >
        <SubmitButton pending={pending} pendingLabel="Logging out...">
          Log out
        </SubmitButton>
      </form>
    </section>
  );
}
