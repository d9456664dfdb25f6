import { Link } from "react-router";
import type { MessageKey } from "../../domain/i18n/catalogue";
import { storeHours } from "../../domain/i18n/content";
import { usePaymentSettings } from "../features/payments/api";
import { useWords } from "../lib/i18n";
import { useStoreInfo } from "../lib/store-info";
import { NAV_LINKS } from "./main-nav";

/** The policies page's tabs: the address names each in English (the policies page reads it), the link says it in the page's language. */
const POLICY_TABS: readonly { tab: string; key: MessageKey }[] = [
  { tab: "Pricing Policy", key: "layout.footer.policy.pricing" },
  { tab: "Return Policy", key: "layout.footer.policy.return" },
  { tab: "Shipping and Delivery", key: "layout.footer.policy.shipping" },
  { tab: "Warranty and Damage", key: "layout.footer.policy.warranty" },
];

function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

const linkClass = "text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-white";
const headingClass = "mb-3 text-sm font-semibold tracking-wide text-white uppercase";

/** The site footer: store details from GET /api/store, links, accepted payments and the copyright line. */
export function Footer() {
  const { t, locale } = useWords();
  const store = useStoreInfo();
  // PayPal is named only once the server says it is configured: never offered where it cannot be used.
  const paypal = Boolean(usePaymentSettings().data?.paypal);
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-store">
          <h2 id="footer-store" className={headingClass}>
            {store.name}
          </h2>
          <address className="not-italic leading-relaxed">
            {store.address}
            <br />
            {store.city}, {store.province} {store.postalCode}
            <br />
            {t("layout.footer.phone")}{" "}
            <a href={telHref(store.phone)} className={linkClass}>
              {store.phone}
            </a>
            <br />
            {t("layout.footer.fax", { fax: store.fax })}
          </address>
          <h3 className="mt-4 mb-1 font-semibold text-white">{t("layout.footer.hours")}</h3>
          <ul>
            {storeHours(store, locale).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={headingClass}>
            {t("layout.footer.shop")}
          </h2>
          <ul className="space-y-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={headingClass}>
            {t("layout.footer.policies")}
          </h2>
          <ul className="space-y-2">
            {POLICY_TABS.map(({ tab, key }) => (
              <li key={tab}>
                <Link to={{ pathname: "/privacy-policy", search: `?tab=${encodeURIComponent(tab)}` }} className={linkClass}>
                  {t(key)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/contact-us" className={linkClass}>
                {t("layout.footer.contact")}
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-payments">
          <h2 id="footer-payments" className={headingClass}>
            {t("layout.footer.payments")}
          </h2>
          {paypal ? (
            <img src="/payment-options.svg" alt={t("layout.footer.acceptsPaypal")} width={228} height={40} loading="lazy" className="h-10 w-auto" />
          ) : (
            <img src="/payment-cards.svg" alt={t("layout.footer.acceptsCards")} width={148} height={40} loading="lazy" className="h-10 w-auto" />
          )}
        </section>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-slate-300">{t("layout.footer.copyright", { year: String(year) })}</p>
      </div>
    </footer>
  );
}
