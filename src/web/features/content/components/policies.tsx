import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MessageKey } from "../../../../domain/i18n/catalogue";
import { storeHours } from "../../../../domain/i18n/content";
import { PRICE_REASON_LABEL, type PriceReason } from "../../../../domain/pricing";
import { CANADIAN_PROVINCES } from "../../../../domain/regions";
import type { StoreInfo } from "../../../../domain/store";
import { combinedRate, DEFAULT_PROVINCE_TAXES, taxLineLabel, taxPartsOf } from "../../../../domain/tax";
import { useWords } from "../../../lib/i18n";
import { PhoneLink } from "./phone-link";

export const POLICY_TABS = ["Pricing Policy", "Return Policy", "Shipping and Delivery", "Warranty and Damage"] as const;
export type PolicyTab = (typeof POLICY_TABS)[number];

const TAB_ALIASES: Record<string, PolicyTab> = {
  pricing: "Pricing Policy",
  price: "Pricing Policy",
  return: "Return Policy",
  returns: "Return Policy",
  shipping: "Shipping and Delivery",
  delivery: "Shipping and Delivery",
  warranty: "Warranty and Damage",
  damage: "Warranty and Damage",
};

/** The tab a ?tab= value names: the tab's title in any case, a kebab-case form of it, or a one-word alias. */
export function policyTabFrom(param: string | null): PolicyTab {
  const wanted = (param ?? "").trim().toLowerCase().replace(/[-_+]/g, " ").replace(/\s+/g, " ");
  return POLICY_TABS.find((tab) => tab.toLowerCase() === wanted) ?? TAB_ALIASES[wanted] ?? "Pricing Policy";
}

function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-4 leading-relaxed text-slate-800 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
      {children}
    </div>
  );
}

function PolicyHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-2xl font-bold text-slate-900">{children}</h2>;
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * A policy's words: `t` for plain text, `say` for a paragraph with markup (<b> bold, <contact> the
 * contact form's link) and the store's phone as {phone}.
 */
function usePolicyWords(phone: string) {
  const { t, rich, locale } = useWords();
  const say = (key: MessageKey, values: Record<string, ReactNode> = {}) => {
    let bold = 0;
    return rich(key, {
      b: (chunks) => <strong key={`b${bold++}`}>{chunks}</strong>,
      contact: (chunks) => (
        <Link key="contact" to="/contact-us" className={linkClass}>
          {chunks}
        </Link>
      ),
      phone: <PhoneLink key="phone" phone={phone} />,
      ...values,
    });
  };
  return { t, say, locale };
}

/** A province's tax as the policy lists it: its combined rate, and what it is made of ("GST 5% + QST 9.975%"). */
function provinceTax(code: string): { rate: string; parts: string } {
  const row = DEFAULT_PROVINCE_TAXES.find((entry) => entry.province === code);
  const parts = row ? taxPartsOf(row) : [];
  return { rate: `${Math.round(combinedRate(parts) * 100_000) / 1000}%`, parts: parts.map(taxLineLabel).join(" + ") };
}

function TaxRateTable() {
  const { t } = useWords();
  return (
    <table className="w-full max-w-xl border-collapse text-left text-sm">
      <caption className="pb-2 text-left font-semibold text-slate-900">{t("content.pricing.taxTable")}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-2 pr-4">
            {t("content.pricing.taxProvince")}
          </th>
          <th scope="col" className="py-2 pr-4">
            {t("content.pricing.taxRate")}
          </th>
          <th scope="col" className="py-2">
            {t("content.pricing.taxParts")}
          </th>
        </tr>
      </thead>
      <tbody>
        {CANADIAN_PROVINCES.map(({ code }) => (
          <tr key={code} className="border-b border-slate-200">
            <th scope="row" className="py-1.5 pr-4 font-normal">
              {`${t(`content.province.${code}`)} (${code})`}
            </th>
            <td className="py-1.5 pr-4 tabular-nums">{provinceTax(code).rate}</td>
            <td className="py-1.5">{provinceTax(code).parts}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const PRICE_REASONS: PriceReason[] = ["special", "onsale", "hotdeal", "instock"];

export function PricingPolicy({ store }: { store: StoreInfo }) {
  const { t, say } = usePolicyWords(store.dealerLine);
  return (
    <Prose>
      <PolicyHeading>{t("content.policies.tab.Pricing Policy")}</PolicyHeading>
      <h3>{t("content.pricing.currency")}</h3>
      <p>{t("content.pricing.currencyText")}</p>
      <h3>{t("content.pricing.retail")}</h3>
      <ul>
        <li>{t("content.pricing.listPrice")}</li>
        {PRICE_REASONS.map((reason) => (
          <li key={reason}>{say(`content.pricing.${reason}`, { label: PRICE_REASON_LABEL[reason] })}</li>
        ))}
      </ul>
      <h3>{t("content.pricing.dealer")}</h3>
      <p>{say("content.pricing.dealerText")}</p>
      <h3>{t("content.pricing.tax")}</h3>
      <p>{say("content.pricing.taxText")}</p>
      <TaxRateTable />
      <p className="text-sm text-slate-700">{t("content.pricing.taxChanges")}</p>
      <h3>{t("content.pricing.errors")}</h3>
      <p>{t("content.pricing.errorsText")}</p>
    </Prose>
  );
}

export function ReturnPolicy({ store }: { store: StoreInfo }) {
  const { t, say } = usePolicyWords(store.phone);
  return (
    <Prose>
      <PolicyHeading>{t("content.policies.tab.Return Policy")}</PolicyHeading>
      <h3>{t("content.returns.days")}</h3>
      <p>{say("content.returns.daysText")}</p>
      <h3>{t("content.returns.condition")}</h3>
      <ul>
        <li>{t("content.returns.unused")}</li>
        <li>{t("content.returns.packaging")}</li>
      </ul>
      <h3>{t("content.returns.error")}</h3>
      <p>{say("content.returns.errorText")}</p>
      <h3>{t("content.returns.ours")}</h3>
      <p>{t("content.returns.oursText")}</p>
      <h3>{t("content.returns.oversize")}</h3>
      <p>{t("content.returns.oversizeText")}</p>
      <h3>{t("content.returns.refunds")}</h3>
      <p>{t("content.returns.refundsText")}</p>
    </Prose>
  );
}

export function ShippingPolicy({ store }: { store: StoreInfo }) {
  const { t, say, locale } = usePolicyWords(store.phone);
  const pickup = {
    store: store.name,
    address: store.address,
    city: store.city,
    province: store.province,
    postalCode: store.postalCode,
    hours: storeHours(store, locale).join("; "),
  };
  return (
    <Prose>
      <PolicyHeading>{t("content.policies.tab.Shipping and Delivery")}</PolicyHeading>
      <h3>{t("content.shipping.where")}</h3>
      <p>{t("content.shipping.whereText")}</p>
      <h3>{t("content.shipping.charges")}</h3>
      <p>{t("content.shipping.chargesText")}</p>
      <h3>{t("content.shipping.oversize")}</h3>
      <p>{say("content.shipping.oversizeText")}</p>
      <h3>{t("content.shipping.pickup")}</h3>
      <p>{t("content.shipping.pickupText", pickup)}</p>
      <h3>{t("content.shipping.dealer")}</h3>
      <p>{t("content.shipping.dealerText")}</p>
      <h3>{t("content.shipping.tracking")}</h3>
      <p>{t("content.shipping.trackingText")}</p>
    </Prose>
  );
}

export function WarrantyPolicy({ store }: { store: StoreInfo }) {
  const { t, say } = usePolicyWords(store.phone);
  return (
    <Prose>
      <PolicyHeading>{t("content.policies.tab.Warranty and Damage")}</PolicyHeading>
      <h3>{t("content.warranty.arrival")}</h3>
      <p>{say("content.warranty.arrivalText")}</p>
      <h3>{t("content.warranty.transit")}</h3>
      <ul>
        <li>{t("content.warranty.visible")}</li>
        <li>{say("content.warranty.notices")}</li>
        <li>{t("content.warranty.keep")}</li>
      </ul>
      <p>{t("content.warranty.settled")}</p>
      <h3>{t("content.warranty.title")}</h3>
      <p>{say("content.warranty.text")}</p>
      <h3>{t("content.warranty.excluded")}</h3>
      <ul>
        <li>{t("content.warranty.labour")}</li>
        <li>{t("content.warranty.misuse")}</li>
        <li>{t("content.warranty.modified")}</li>
      </ul>
      <p>{t("content.warranty.fit")}</p>
    </Prose>
  );
}

export function PrivacyAndCookies({ store }: { store: StoreInfo }) {
  const { t, say } = usePolicyWords(store.phone);
  return (
    <Prose>
      <h2 id="privacy" className="scroll-mt-24 text-2xl font-bold text-slate-900">
        {t("content.privacy.title")}
      </h2>
      <p>{t("content.privacy.text", { store: store.name })}</p>
      <ul>
        <li>{t("content.privacy.cards")}</li>
        <li>{t("content.privacy.sharing")}</li>
        <li>{say("content.privacy.access")}</li>
      </ul>
      <h2 id="cookie-policy" className="scroll-mt-24 pt-4 text-2xl font-bold text-slate-900">
        {t("content.cookies.title")}
      </h2>
      <p>{t("content.cookies.few")}</p>
      <ul>
        <li>{say("content.cookies.session")}</li>
        <li>{say("content.cookies.notice")}</li>
        <li>{say("content.cookies.cart")}</li>
        <li>{t("content.cookies.paypal")}</li>
      </ul>
      <p>{t("content.cookies.block")}</p>
    </Prose>
  );
}
