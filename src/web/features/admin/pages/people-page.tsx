import { useSearchParams } from "react-router";
import { TabbedPanels } from "../../../ui/tabs";
import { ConsolePage } from "../components/console-ui";
import { CustomersSection } from "../components/customers-section";
import { DealersSection } from "../components/dealers-section";
import { StaffSection } from "../components/staff-section";
import { useSignedInStaff } from "../signed-in-staff";

/** /admin/people: customers, dealers and (for owners only) staff users, one tab each; the open tab is kept in the address. */
export function PeoplePage() {
  const me = useSignedInStaff();
  const [search, setSearch] = useSearchParams();
  const tabs = [
    { value: "Customers", label: "Customers", content: <CustomersSection /> },
    { value: "Dealers", label: "Dealers", content: <DealersSection /> },
    ...(me.role === "owner" ? [{ value: "Staff", label: "Staff", content: <StaffSection me={me} /> }] : []),
  ];
  const asked = search.get("tab");
  const open = tabs.find((tab) => tab.value === asked)?.value ?? "Customers";
  return (
    <ConsolePage title="People">
      <TabbedPanels label="People" tabs={tabs} value={open} onValueChange={(value) => setSearch({ tab: value }, { replace: true })} />
    </ConsolePage>
  );
}
