import { Clock, Mail, MapPin, Phone, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { storeHours } from "../../../../domain/i18n/content";
import type { StoreInfo } from "../../../../domain/store";
import { useWords } from "../../../lib/i18n";
import { PhoneLink } from "./phone-link";

function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-700">
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-1 pl-7 text-slate-900">{children}</dd>
    </div>
  );
}

/** The store's address, phone, fax, e-mail and hours. */
export function StoreDetails({ store }: { store: StoreInfo }) {
  const { t, locale } = useWords();
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Row icon={<MapPin className="size-5" />} term={t("content.store.address")}>
        <address className="not-italic">
          {store.name}
          <br />
          {store.address}
          <br />
          {store.city}, {store.province} {store.postalCode}
        </address>
      </Row>
      <Row icon={<Clock className="size-5" />} term={t("content.store.hours")}>
        {storeHours(store, locale).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </Row>
      <Row icon={<Phone className="size-5" />} term={t("content.store.phone")}>
        <PhoneLink phone={store.phone} />
      </Row>
      <Row icon={<Printer className="size-5" />} term={t("content.store.fax")}>
        {store.fax}
      </Row>
      {store.email && (
        <Row icon={<Mail className="size-5" />} term={t("content.store.email")}>
          <a href={`mailto:${store.email}`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {store.email}
          </a>
        </Row>
      )}
    </dl>
  );
}
