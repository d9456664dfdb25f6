import { useSearchParams } from "react-router";
import { useWords } from "../../../lib/i18n";
import { useStoreInfo } from "../../../lib/store-info";
import { TabbedPanels } from "../../../ui/tabs";
import { POLICY_TABS, PricingPolicy, PrivacyAndCookies, policyTabFrom, ReturnPolicy, ShippingPolicy, WarrantyPolicy } from "../components/policies";

export function Component() {
  const store = useStoreInfo();
  const { t } = useWords();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = policyTabFrom(searchParams.get("tab"));
  const panels = {
    "Pricing Policy": <PricingPolicy store={store} />,
    "Return Policy": <ReturnPolicy store={store} />,
    "Shipping and Delivery": <ShippingPolicy store={store} />,
    "Warranty and Damage": <WarrantyPolicy store={store} />,
  };

  const selectTab = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("content.policies.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("content.policies.intro", { store: store.name })}</p>
      <TabbedPanels
        label={t("content.policies.tabs")}
        className="mt-8"
        value={tab}
        onValueChange={selectTab}
        tabs={POLICY_TABS.map((value) => ({ value, label: t(`content.policies.tab.${value}`), content: panels[value] }))}
      />
      <div className="mt-12 border-t border-slate-300 pt-10">
        <PrivacyAndCookies store={store} />
      </div>
    </section>
  );
}
