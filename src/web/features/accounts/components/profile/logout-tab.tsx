import { useState } from "react";
import { toast } from "react-toastify";
import { ApiRequestError } from "../../../../lib/api";
import { useAppState } from "../../../../lib/app-state";
import { useWords } from "../../../../lib/i18n";
import { setCurrentVehicle } from "../../../../products/current-vehicle";
import { SubmitButton } from "../../../../ui/form-field";
import { logout } from "../../api";
import { browserPage } from "../../reload-page";
import { TabHeading } from "./tab-heading";

/** Logout: ends the session on the server, clears the user and the current vehicle kept in the browser and reloads the page. */
export function LogoutTab() {
  const { dispatch } = useAppState();
  const [pending, setPending] = useState(false);
  const { t } = useWords();

  const signOut = async () => {
    setPending(true);
    try {
      await logout();
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 401)) {
        setPending(false);
        toast.error(t("accounts.failure.generic"));
        return;
      }
    }
    dispatch({ type: "logOut" });
    // The current vehicle was the account's garage's: the visitor left behind starts without one.
    setCurrentVehicle(null);
    browserPage.reload();
  };

  return (
    <section>
      <TabHeading intro={t("accounts.logout.intro")}>{t("accounts.tab.Logout")}</TabHeading>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void signOut();
        }}
      >
        <SubmitButton pending={pending} pendingLabel={t("accounts.logout.pending")}>
          {t("accounts.logout.submit")}
        </SubmitButton>
      </form>
    </section>
  );
}
