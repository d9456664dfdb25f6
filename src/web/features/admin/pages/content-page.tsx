import { useSearchParams } from "react-router";
import { TabbedPanels } from "../../../ui/tabs";
import { BannersSection } from "../components/banners-section";
import { BuildVideoPanel } from "../components/build-video-panel";
import { CataloguesSection } from "../components/catalogues-section";
import { ClassicModelsSection } from "../components/classic-models-section";
import { ConsolePage } from "../components/console-ui";
import { SearchWordsSection } from "../components/search-words-section";
import { StoreSettingsSection } from "../components/store-settings-section";
import { useSignedInStaff } from "../signed-in-staff";

/** /admin/content: banners, catalogues, classic body models, the search's words and (for owners only) store settings, one tab each; the open tab is kept in the address. */
export function ContentPage() {
  const me = useSignedInStaff();
  const [search, setSearch] = useSearchParams();
  const tabs = [
    { value: "Banners", label: "Banners", content: <BannersSection /> },
    { value: "Catalogues", label: "Catalogues", content: <CataloguesSection /> },
    {
      value: "Classic models",
      label: "Classic models",
      content: (
        <div className="space-y-6">
          <ClassicModelsSection />
          <BuildVideoPanel />
        </div>
      ),
    },
    { value: "Search words", label: "Search words", content: <SearchWordsSection /> },
    ...(me.role === "owner" ? [{ value: "Store settings", label: "Store settings", content: <StoreSettingsSection /> }] : []),
  ];
  const asked = search.get("tab");
  const open = tabs.find((tab) => tab.value === asked)?.value ?? "Banners";
  return (
    <ConsolePage title="Content">
      <TabbedPanels label="Content" tabs={tabs} value={open} onValueChange={(value) => setSearch({ tab: value }, { replace: true })} />
    </ConsolePage>
  );
}
