import { useWords } from "../../../lib/i18n";
import { useStoreInfo } from "../../../lib/store-info";
import { ContactForm } from "../components/contact-form";
import { StoreDetails } from "../components/store-details";
import { StoreMap } from "../components/store-map";

export function Component() {
  const store = useStoreInfo();
  const { t } = useWords();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("content.contact.title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("content.contact.intro")}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <div className="space-y-8">
          <div className="space-y-4">
            <h2 className="text-2xl font-bold text-slate-900">{t("content.contact.visit")}</h2>
            <StoreDetails store={store} />
          </div>
          <StoreMap store={store} />
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
