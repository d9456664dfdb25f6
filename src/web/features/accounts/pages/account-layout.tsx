import { Navigate, Outlet } from "react-router";
import { useWords } from "../../../lib/i18n";
import { useViewer } from "../../../lib/viewer";
import { Spinner } from "../../../ui/spinner";
import { useMe } from "../session-api";
import { useSessionSync } from "../use-session-sync";

/**
 * The layout of /profile and /wishlist: signed-in users get the nested page; anyone else is sent to
 * /sign-in. With no user kept in the browser it first asks the server, so a live session is not bounced.
 */
export function AccountLayout() {
  useSessionSync();
  const viewer = useViewer();
  const me = useMe();
  const { t } = useWords();
  if (viewer.user) return <Outlet />;
  if (me.isPending || me.data?.kind === "customer" || me.data?.kind === "dealer") return <Spinner label={t("accounts.checkingSignIn")} />;
  return <Navigate to="/sign-in" replace />;
}

export { AccountLayout as Component };
