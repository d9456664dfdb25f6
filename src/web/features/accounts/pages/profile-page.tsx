import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { isAccountAdministrator } from "../../../../domain/buyers";
import { useWords } from "../../../lib/i18n";
import { useViewer, type Viewer } from "../../../lib/viewer";
import { AccountPage } from "../../../ui/account-page";
import { Spinner } from "../../../ui/spinner";
import { TabbedPanels } from "../../../ui/tabs";
import { useUserDetails } from "../api";
import { AboutMeTab } from "../components/profile/about-me-tab";
import { BuyersTab } from "../components/profile/buyers-tab";
import { ChangePasswordTab } from "../components/profile/change-password-tab";
import { DealerProfile } from "../components/profile/dealer-profile";
import { GarageTab } from "../components/profile/garage-tab";
import { InquiryTab } from "../components/profile/inquiry-tab";
import { LogoutTab } from "../components/profile/logout-tab";
import { OrderHistoryTab, PendingOrdersTab } from "../components/profile/order-history-tab";
import { PriceSheetTab } from "../components/profile/price-sheet-tab";
import { SavedListsTab } from "../components/profile/saved-lists-tab";
import { StatementTab } from "../components/profile/statement-tab";

export const PROFILE_TABS = [
  "About Me",
  "Order History",
  "Pending Orders",
  "Saved Lists",
  "My Garage",
  "Statement",
  "Submit Inquiry",
  "Change Password",
  "Download Price Sheet",
  "Buyers",
  "Logout",
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const DEALER_ONLY: readonly ProfileTab[] = ["Statement", "Download Price Sheet", "Buyers"];
/** What a dealer account's administrator alone sees, never its buyers (decision 041). */
const ADMINISTRATOR_ONLY: readonly ProfileTab[] = ["Download Price Sheet", "Buyers"];

/** Pending Orders is for customers only; Statement, Download Price Sheet and Buyers for dealers only, the last two for the account's administrator. */
export function tabsFor(isDealer: boolean, isAdministrator = true): ProfileTab[] {
  return PROFILE_TABS.filter((tab) =>
    isDealer ? tab !== "Pending Orders" && (isAdministrator || !ADMINISTRATOR_ONLY.includes(tab)) : !DEALER_ONLY.includes(tab),
  );
}

type SignedInViewer = Exclude<Viewer, { kind: "anonymous" }>;

/** "Demo Collision Ltd. (D10001)" for a dealer, "Bea Buyer, Demo Collision Ltd. (D10001)" for its buyer, the name alone for a customer. */
function signedInAs(viewer: SignedInViewer): string {
  if (viewer.kind !== "dealer") return viewer.name;
  const company = viewer.name !== viewer.user.account ? `${viewer.name} (${viewer.user.account})` : viewer.name;
  return viewer.user.buyer ? `${viewer.user.buyer.name}, ${company}` : company;
}

function AboutMe({ viewer }: { viewer: SignedInViewer }) {
  const details = useUserDetails(true);
  const { t } = useWords();
  if (details.isPending) return <Spinner label={t("accounts.profile.loading")} />;
  if (details.isError) return <p role="alert">{t("accounts.profile.loadFailed")}</p>;
  const data = details.data;
  if ("dealer" in data) return <DealerProfile details={data} />;
  if (viewer.kind === "dealer") return <Spinner label={t("accounts.profile.loading")} />;
  return <AboutMeTab key={data.user.id} details={data} />;
}

function tabContent(tab: ProfileTab, viewer: SignedInViewer): ReactNode {
  switch (tab) {
    case "About Me":
      return <AboutMe viewer={viewer} />;
    case "Order History":
      return <OrderHistoryTab owner={viewer.kind === "dealer" ? { kind: "dealer", account: viewer.user.account } : { kind: "customer", id: viewer.user.id }} />;
    case "Pending Orders":
      return <PendingOrdersTab customerId={viewer.user.id} />;
    case "Saved Lists":
      return <SavedListsTab />;
    case "My Garage":
      return <GarageTab />;
    case "Statement":
      return <StatementTab />;
    case "Submit Inquiry":
      return <InquiryTab id={viewer.kind === "dealer" ? viewer.user.account : viewer.user.id} isDealer={viewer.kind === "dealer"} />;
    case "Change Password":
      return <ChangePasswordTab userID={viewer.user.id} />;
    case "Download Price Sheet":
      return <PriceSheetTab />;
    case "Buyers":
      return <BuyersTab />;
    case "Logout":
      return <LogoutTab />;
  }
}

export function ProfilePage() {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const { t } = useWords();
  if (viewer.kind === "anonymous") return null;
  const tabs = tabsFor(viewer.kind === "dealer", viewer.kind !== "dealer" || isAccountAdministrator(viewer.user));
  const requested = params.get("tab");
  const current: ProfileTab = tabs.find((tab) => tab === requested) ?? "About Me";

  return (
    <AccountPage title={t("accounts.profile.title")} intro={<p>{t("accounts.profile.signedInAs", { name: signedInAs(viewer) })}</p>} wide>
      <TabbedPanels
        label={t("accounts.profile.tabs")}
        tabs={tabs.map((tab) => ({ value: tab, label: t(`accounts.tab.${tab}`), content: tab === current ? tabContent(tab, viewer) : null }))}
        value={current}
        onValueChange={(tab) => setParams({ tab }, { preventScrollReset: true })}
      />
    </AccountPage>
  );
}

export { ProfilePage as Component };
