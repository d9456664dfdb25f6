import type { ReactNode } from "react";
import { Link } from "react-router";
import { PRICE_REASON_LABEL } from "../../../../domain/pricing";
import { CANADIAN_PROVINCES } from "../../../../domain/regions";
import type { StoreInfo } from "../../../../domain/store";
import { combinedRate, DEFAULT_PROVINCE_TAXES, taxLineLabel, taxPartsOf } from "../../../../domain/tax";
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

/** A province's tax as the policy lists it: its combined rate, and what it is made of ("GST 5% + QST 9.975%"). */
function provinceTax(code: string): { rate: string; parts: string } {
  const row = DEFAULT_PROVINCE_TAXES.find((entry) => entry.province === code);
  const parts = row ? taxPartsOf(row) : [];
  return { rate: `${Math.round(combinedRate(parts) * 100_000) / 1000}%`, parts: parts.map(taxLineLabel).join(" + ") };
}

function TaxRateTable() {
  return (
    <table className="w-full max-w-xl border-collapse text-left text-sm">
      <caption className="pb-2 text-left font-semibold text-slate-900">Sales tax by province of delivery</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-2 pr-4">
            Province
          </th>
          <th scope="col" className="py-2 pr-4">
            Rate
          </th>
          <th scope="col" className="py-2">
            Made up of
          </th>
        </tr>
      </thead>
      <tbody>
        {CANADIAN_PROVINCES.map(({ code, name }) => (
          <tr key={code} className="border-b border-slate-200">
            <th scope="row" className="py-1.5 pr-4 font-normal">
              {name} ({code})
            </th>
            <td className="py-1.5 pr-4 tabular-nums">{provinceTax(code).rate}</td>
            <td className="py-1.5">{provinceTax(code).parts}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PricingPolicy({ store }: { store: StoreInfo }) {
  return (
    <Prose>
      <PolicyHeading>Pricing Policy</PolicyHeading>
      <h3>Currency</h3>
      <p>
        All prices on this site are in Canadian dollars (CAD) and are shown with two decimals, for example $149.95. The one exception is our classic car steel
        bodies, which are priced in US dollars (USD) and marked as such beside the price.
      </p>
      <h3>Retail prices</h3>
      <ul>
        <li>Every part shows its list price. When a part costs less, the list price is shown struck through beside the price you pay, with the reason:</li>
        <li>
          <strong>{PRICE_REASON_LABEL.special}</strong>: some items carry a special price for a limited time. It replaces every other price while it runs.
        </li>
        <li>
          <strong>{PRICE_REASON_LABEL.onsale}</strong>: items on our On Sale page are 10% off: the list price x 0.9.
        </li>
        <li>
          <strong>{PRICE_REASON_LABEL.hotdeal}</strong>: items on our Hot Deals page are offered at 90% of their list price.
        </li>
        <li>
          <strong>{PRICE_REASON_LABEL.instock}</strong>: parts we hold in stock above our reorder level are priced at 90% of their list price for retail
          customers. This is our everyday price for stocked parts, not a sale.
        </li>
      </ul>
      <h3>Dealer price levels</h3>
      <p>
        Registered dealer accounts (collision shops, garages and parts resellers) are assigned a price level from 1 to 6. Signed-in dealers see the
        manufacturer's suggested retail price (MSRP) and their own dealer price on every part. Dealer orders are confirmed directly and invoiced on the dealer
        account, without online payment. To open a dealer account or ask about your level, call our dealer line at <PhoneLink phone={store.dealerLine} />.
      </p>
      <h3>Sales tax</h3>
      <p>
        Sales tax is charged on the goods and on shipping together: <strong>tax = (subtotal + shipping) x the tax rate of the province</strong> the order is
        delivered to (Ontario for in-store pickup). The total is subtotal + shipping + tax, rounded to the cent once. Orders delivered to the USA are not
        charged Canadian sales tax; any duties, brokerage or local taxes charged on import are paid by the buyer.
      </p>
      <TaxRateTable />
      <p className="text-sm text-slate-700">Rates change from time to time; checkout always uses the rate in force on the day you order.</p>
      <h3>Price changes and errors</h3>
      <p>
        Prices and promotions can change without notice; you pay the price shown at checkout when you place your order. If a part was listed at a clearly wrong
        price, we will contact you before it ships and you may accept the correct price or cancel for a full refund.
      </p>
    </Prose>
  );
}

export function ReturnPolicy({ store }: { store: StoreInfo }) {
  return (
    <Prose>
      <PolicyHeading>Return Policy</PolicyHeading>
      <h3>30-day returns</h3>
      <p>
        You may return parts <strong>within 30 days of the invoice date</strong>. Before sending anything back, call us at <PhoneLink phone={store.phone} /> or
        use our{" "}
        <Link to="/contact-us" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          contact form
        </Link>{" "}
        with your order number, and we will give you a return authorization number to mark on the parcel. Returns that arrive without one may be refused.
      </p>
      <h3>Condition of returned parts</h3>
      <ul>
        <li>Parts must be new, unused and not installed, painted, welded, drilled or otherwise modified.</li>
        <li>Parts must come back in their original packaging with all hardware, instructions and a copy of the invoice.</li>
      </ul>
      <h3>Items ordered in error</h3>
      <p>
        A part ordered in error (the wrong part, the wrong year or a change of mind) is refunded less a <strong>25% restocking fee</strong> on the price of the
        part. Return shipping is paid by the customer, and the original shipping charge is not refunded.
      </p>
      <h3>Our mistakes and defective parts</h3>
      <p>
        If we shipped the wrong part, or a part is defective, there is no restocking fee: we pay the return shipping and send a replacement or give a full
        refund. Reproduction parts returned within 30 days of the invoice date because they are defective or not as described get a full refund. See Warranty
        and Damage for how to report a problem.
      </p>
      <h3>Oversize items</h3>
      <p>
        Hoods, fenders, bumpers, body panels and steel bodies travel by freight. Call us before returning an oversize item so that we can arrange the pickup and
        quote the return freight.
      </p>
      <h3>Refunds</h3>
      <p>
        Refunds go back to the original form of payment once the returned part has arrived and been inspected, usually within 5 business days of its arrival.
        Your bank may take a few more days to show the credit.
      </p>
    </Prose>
  );
}

export function ShippingPolicy({ store }: { store: StoreInfo }) {
  return (
    <Prose>
      <PolicyHeading>Shipping and Delivery</PolicyHeading>
      <h3>Where we ship</h3>
      <p>We ship to addresses in Canada and the USA only.</p>
      <h3>Shipping charges</h3>
      <p>
        For most parts, checkout works out the shipping charge from the weight of your order and the destination, and you pay it with your order. Parts usually
        leave our warehouse within 1 to 2 business days; a part that is out of stock shows its expected arrival date, and you can ask us for an update with
        Inquire ETA on the part.
      </p>
      <h3>Oversize items: shipping by quote</h3>
      <p>
        Oversize items such as hoods, fenders, bumpers, body panels and steel bodies cannot be priced for shipping automatically. When your order contains one,
        checkout offers <strong>Get a Quote</strong> instead of payment: we compare carriers, including LTL freight, and send you the best shipping option. You
        then pay for the quoted order from Pending Orders in your profile. For orders placed after 4:00pm Eastern Time, the shipping quote will be provided by
        the next business day.
      </p>
      <h3>In-store pickup</h3>
      <p>
        Choose store pickup at checkout to collect your order for free from {store.name}, {store.address}, {store.city}, {store.province} {store.postalCode},
        during our opening hours ({store.hours.join("; ")}). There is no shipping charge, and Ontario sales tax applies. Please wait for our call or e-mail
        saying your order is ready, and bring your order number.
      </p>
      <h3>Dealer orders</h3>
      <p>Orders placed on a dealer account are shipped under the terms of that account and carry no shipping charge at checkout.</p>
      <h3>Tracking</h3>
      <p>
        Once your order ships, its tracking number appears in Order History in your profile, with a link to the carrier's tracking page. Please check your
        parcel as soon as it arrives; see Warranty and Damage for what to do if anything is wrong.
      </p>
    </Prose>
  );
}

export function WarrantyPolicy({ store }: { store: StoreInfo }) {
  return (
    <Prose>
      <PolicyHeading>Warranty and Damage</PolicyHeading>
      <h3>Check your order on arrival</h3>
      <p>
        Open and inspect every parcel as soon as it is delivered. Report any damage, missing part or wrong part to us{" "}
        <strong>within 24 hours of delivery</strong>, by phone at <PhoneLink phone={store.phone} /> or through our contact form, with your order number and
        photos of the part and the packaging.
      </p>
      <h3>Damage in transit</h3>
      <ul>
        <li>If the packaging is visibly damaged, note the damage on the carrier's delivery receipt before you sign, or refuse the shipment.</li>
        <li>
          Carriers accept damage notices only for a short time: <strong>within 3 days</strong> of delivery for a parcel carrier, and{" "}
          <strong>within 1 day</strong> for LTL freight. Tell us right away so that we can file the claim in time.
        </li>
        <li>Keep the part and all of its packaging until the claim is settled; the carrier may ask to inspect them.</li>
      </ul>
      <p>Once the claim is accepted we repair, replace or refund the damaged part at no cost to you.</p>
      <h3>Warranty</h3>
      <p>
        Our parts are covered against defects in material and workmanship. Reproduction parts that are defective or not as described qualify for a{" "}
        <strong>full refund within 30 days</strong> of the invoice date. After 30 days, parts are covered by their manufacturer's warranty where one is offered,
        and we will handle the claim with the manufacturer for you.
      </p>
      <h3>What the warranty does not cover</h3>
      <ul>
        <li>Installation or removal labour, paint and body work.</li>
        <li>Damage from improper installation, accidents, racing or misuse, and normal wear.</li>
        <li>Parts that have been painted, welded, drilled or modified.</li>
      </ul>
      <p>
        Reproduction sheet metal may need minor adjustment to fit, as the original panels often did when the car was built; this is normal body work and is not
        a defect.
      </p>
    </Prose>
  );
}

export function PrivacyAndCookies({ store }: { store: StoreInfo }) {
  return (
    <Prose>
      <h2 id="privacy" className="scroll-mt-24 text-2xl font-bold text-slate-900">
        Privacy
      </h2>
      <p>
        {store.name} handles personal information in line with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA). We collect the
        details you give us (your name, e-mail, phone, shipping and billing addresses and, if you choose, your vehicle) to process your orders, arrange
        delivery, answer your inquiries and, only if you opted in, send you news of offers, promotions and deals.
      </p>
      <ul>
        <li>We never see or store your full card number: card payments are handled by our payment provider, and PayPal payments by PayPal.</li>
        <li>We share your details only with the carriers and payment providers needed to complete your order, and we never sell them.</li>
        <li>
          You can review and correct your details in your profile, or ask us to see or delete them by calling <PhoneLink phone={store.phone} />.
        </li>
      </ul>
      <h2 id="cookie-policy" className="scroll-mt-24 pt-4 text-2xl font-bold text-slate-900">
        Cookie Policy
      </h2>
      <p>We use as few cookies as the shop needs to work. We do not use advertising or third-party tracking cookies.</p>
      <ul>
        <li>
          <strong>Session cookie.</strong> Keeps you signed in and ties your cart and wishlist to your account. It cannot be read by scripts on the page, ends
          when you close your browser (or after 30 days if you ticked remember me), and is deleted when you log out.
        </li>
        <li>
          <strong>Cookie notice.</strong> When you press I understand or close the "Why We Use Cookies" notice, your browser remembers it for the rest of the
          browser session so the notice does not appear on every page. It holds no personal information.
        </li>
        <li>
          <strong>Saved cart.</strong> Your browser's local storage keeps your cart and signed-in details so a page reload does not lose them; logging out
          clears it.
        </li>
        <li>If you choose to pay with PayPal, PayPal may set its own cookies under its own privacy policy.</li>
      </ul>
      <p>
        You can block or delete cookies in your browser's settings. Without the session cookie you can still browse and read prices, but you cannot sign in,
        keep a cart or place an order.
      </p>
    </Prose>
  );
}
