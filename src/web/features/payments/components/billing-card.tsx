import { Link } from "react-router";
import { billingInfo } from "../../../../domain/contracts/accounts";
import type { OrderAddress } from "../../../../domain/contracts/buying";
import { useAppState } from "../../../lib/app-state";
import { useWords } from "../../../lib/i18n";
import { linkClass } from "../../../ui/action-styles";
import { AddressCard, addressLines } from "../../../ui/address-card";

/** The 'Shipping to' card of a payment page: where the order goes (the store, for a pickup), with Edit back to /confirm-order when it can still change. */
export function ShippingToCard({ address, pickup, editable }: { address: OrderAddress; pickup: boolean; editable: boolean }) {
  const { t } = useWords();
  return (
    <AddressCard
      title={t("orders.shippingTo")}
      note={pickup ? t("orders.pickupInStore") : undefined}
      lines={addressLines({ ...address, name: `${address.forename} ${address.surname}`.trim() })}
      action={
        editable ? (
          <Link to="/confirm-order" className={linkClass} aria-label={t("payments.editShipping")}>
            {t("payments.edit")}
          </Link>
        ) : undefined
      }
    />
  );
}

/** The 'Billing to' card: an order's billing address, or (paying a new order) the customer's own from their profile, with Edit to /profile. */
export function BillingToCard({ address }: { address?: OrderAddress | undefined }) {
  const { state } = useAppState();
  const { t } = useWords();
  const kept = billingInfo.safeParse(state.billingInfo);
  const lines = address
    ? addressLines({ ...address, name: `${address.forename} ${address.surname}`.trim() })
    : kept.success
      ? addressLines({
          name: `${kept.data.firstname} ${kept.data.lastname}`.trim(),
          address: [kept.data.address1, kept.data.address2].filter(Boolean).join(", "),
          city: kept.data.city,
          state: kept.data.province,
          zipcode: kept.data.postalcode,
          country: kept.data.country,
          tel: kept.data.phone,
        })
      : [t("payments.billingMissing")];
  return (
    <AddressCard
      title={t("orders.billingTo")}
      lines={lines}
      action={
        <Link to="/profile" className={linkClass} aria-label={t("payments.editBilling")}>
          {t("payments.edit")}
        </Link>
      }
    />
  );
}
