import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Spinner } from "../../../ui/spinner";
import { TabbedPanels } from "../../../ui/tabs";
import { useUserDetails } from "../api";
import { AccountPage } from "../components/account-page";
import { AboutMeTab } from "../components/profile/about-me-tab";
import { ChangePasswordTab } from "../components/profile/change-password-tab";
import { DealerProfile } from "../components/profile/dealer-profile";
import { InquiryTab } from "../components/profile/inquiry-tab";
import { LogoutTab } from "../components/profile/logout-tab";
import { OrderHistoryTab, PendingOrdersTab } from "../components/profile/order-history-tab";
import { PriceSheetTab } from "../components/profile/price-sheet-tab";
import { type SignedInUser, useSignedInUser } from "../session";

export const PROFILE_TABS = ["About Me", "Order History", "Pending Orders", "Submit Inquiry", "Change Password", "Download Price Sheet", "Logout"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Pending Orders is for customers only, Download Price Sheet for dealers only. */
export function tabsFor(isDealer: boolean): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => (isDealer ? tab !== "Pending Orders" : tab !== "Download Price Sheet"));
}

function AboutMe({ user }: { user: SignedInUser }) {
  const details = useUserDetails(true);
  if (details.isPending) return <Spinner label="Loading your profile..." />;
  if (details.isError) return <p role="alert">Your profile could not be loaded. Please try again later.</p>;
  const data = details.data;
  if ("dealer" in data) return <DealerProfile details={data} />;
  if (user.isDealer) return <Spinner label="Loading your profile..." />;
  return <AboutMeTab key={data.user.id} details={data} />;
}

function tabContent(tab: ProfileTab, user: SignedInUser): ReactNode {
  switch (tab) {
    case "About Me":
      return <AboutMe user={user} />;
    case "Order History":
      return <OrderHistoryTab />;
    case "Pending Orders":
      return <PendingOrdersTab />;
    case "Submit Inquiry":
      return <InquiryTab id={user.account ?? user.id} isDealer={user.isDealer} />;
    case "Change Password":
      return <ChangePasswordTab userID={user.id} />;
    case "Download Price Sheet":
      return <PriceSheetTab />;
    case "Logout":
      return <LogoutTab />;
  }
}

export function ProfilePage() {
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  if (!user) return null;
  const tabs = tabsFor(user.isDealer);
  const requested = params.get("tab");
  const current: ProfileTab = tabs.find((tab) => tab === requested) ?? "About Me";

  return (
    <AccountPage title="My Account" intro={user.name ? <p>Signed in as {user.name}.</p> : null} wide>
      <TabbedPanels
        label="My account"
        tabs={tabs.map((tab) => ({ value: tab, label: tab, content: tab === current ? tabContent(tab, user) : null }))}
        value={current}
        onValueChange={(tab) => setParams({ tab }, { preventScrollReset: true })}
      />
    </AccountPage>
  );
}

export { ProfilePage as Component };
