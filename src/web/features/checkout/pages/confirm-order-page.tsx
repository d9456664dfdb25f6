import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { Link, Navigate, useNavigate } from "react-router";
import { toast } from "react-toastify";
import type { AddressEntry, ChangeAddressReply, CheckoutReply } from "../../../../domain/contracts/buying";
import { PICKUP_ADDRESS_ID, PICKUP_NOTES } from "../../../../domain/orders";
import { pickupAddress } from "../../../../domain/store";
import { orderAlert } from "../../../lib/alerts";
import { errorText } from "../../../lib/api";
import { useAppState } from "../../../lib/app-state";
import { useWords } from "../../../lib/i18n";
import { useStoreInfo } from "../../../lib/store-info";
import { useViewer } from "../../../lib/viewer";
import { cartLineView, OrderLinesTable } from "../../../products/order-lines-table";
import { linkClass, primaryButtonClass, secondaryButtonClass } from "../../../ui/action-styles";
import { AddressFields, toastInvalidPostalCode } from "../../../ui/address-fields";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { CheckboxField, SelectField } from "../../../ui/form-field";
import { OrderSummary, summaryRows } from "../../../ui/order-summary";
import { PageFrame } from "../../../ui/page-frame";
import { PricedCheckout } from "../../../ui/priced-checkout";
import type { OrderDraft } from "../../payments/api";
import {
  type AddressFormValues,
  allShippingFieldsFilled,
  type CheckoutAddressForm,
  checkoutAddressForm,
  entryLabel,
  formValuesOf,
  matchingAddressId,
  pickupValues,
  shippingAddressOf,
} from "../address-book";
import { priceAddress, useCheckout, useDeleteAddress, useRequestQuote, useSaveAddress } from "../api";

/** What the summary shows: the server's figures for the address they were asked for. */
interface Priced {
  id: number;
  figures: ChangeAddressReply;
}

const OWN_ADDRESS = 0;

function ConfirmOrderForm({ checkout, customerId }: { checkout: CheckoutReply; customerId: number }) {
  const navigate = useNavigate();
  const { t, locale } = useWords();
  const { dispatch } = useAppState();
  const store = useStoreInfo();
  const own = checkout.userInfo;
  const book = checkout.addressBook;
  const saveAddress = useSaveAddress(customerId);
  const deleteAddress = useDeleteAddress(customerId);
  const requestQuote = useRequestQuote();
  const pickupName = { forename: own?.forename ?? "", surname: own?.surname ?? "", tel: own?.tel ?? "" };

  const [priced, setPriced] = useState<Priced>({
    id: OWN_ADDRESS,
    figures: {
      total_shipping: checkout.total_shipping,
      shippingDays: checkout.shippingDays,
      tax: checkout.tax,
      taxRate: checkout.taxRate,
      tax_lines: checkout.tax_lines,
      total: checkout.total,
      oversize: checkout.oversize,
    },
  });
  const [selected, setSelected] = useState<number>(OWN_ADDRESS);
  const [pricing, setPricing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pickup, setPickup] = useState(false);
  const [beforePickup, setBeforePickup] = useState<{ values: AddressFormValues; id: number } | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [deleting, setDeleting] = useState<AddressEntry | null>(null);

  const form = useForm<AddressFormValues, unknown, CheckoutAddressForm>({
    resolver: zodResolver(checkoutAddressForm),
    defaultValues: own
      ? formValuesOf(own)
      : { forename: "", surname: "", company: "", address: "", city: "", state: "ON", zipcode: "", country: "CA", tel: "", notes: "" },
  });
  const values = useWatch({ control: form.control }) as Partial<AddressFormValues>;
  const quote = !pickup && priced.figures.oversize;
  const typedId = pickup
    ? PICKUP_ADDRESS_ID
    : allShippingFieldsFilled(values)
      ? matchingAddressId(shippingAddressOf(values as CheckoutAddressForm), own, book)
      : null;
  const canSaveAddress = !pickup && allShippingFieldsFilled(values) && typedId === null && !saveAddress.isPending;
  const repriceNeeded = !pickup && typedId !== priced.id;
  const busy = pricing || confirming;

  async function price(id: number): Promise<ChangeAddressReply | null> {
    setPricing(true);
    try {
      const figures = await priceAddress(id);
      setPriced({ id, figures });
      return figures;
    } catch (error) {
      orderAlert(errorText(error, t));
      return null;
    } finally {
      setPricing(false);
    }
  }

  function choose(id: number) {
    const entry = id === OWN_ADDRESS ? own : book.find((candidate) => candidate.id === id);
    if (!entry) return;
    setSelected(id);
    form.reset(formValuesOf(entry, form.getValues("notes")));
    void price(id);
  }

  function togglePickup(checked: boolean) {
    if (checked) {
      setBeforePickup({ values: form.getValues(), id: priced.id });
      form.reset(pickupValues(store, pickupName));
      setPickup(true);
      void price(PICKUP_ADDRESS_ID);
      return;
    }
    setPickup(false);
    const restored = beforePickup ?? { values: own ? formValuesOf(own) : form.getValues(), id: OWN_ADDRESS };
    form.reset(restored.values);
    setBeforePickup(null);
    void price(restored.id === PICKUP_ADDRESS_ID ? OWN_ADDRESS : restored.id);
  }

  function clearAddress() {
    for (const name of ["company", "address", "city", "zipcode", "tel", "notes"] as const) form.setValue(name, "", { shouldDirty: true });
  }

  async function addToAddressBook() {
    const valid = await form.trigger(["forename", "surname", "company", "address", "city", "state", "zipcode", "country", "tel"]);
    if (!valid) {
      toastInvalidPostalCode(form.formState.errors);
      return;
    }
    const address = shippingAddressOf(checkoutAddressForm.parse(form.getValues()));
    if (matchingAddressId(address, own, book) !== null) {
      toast.info(t("checkout.address.known"));
      return;
    }
    try {
      const { added } = await saveAddress.mutateAsync({ address: { ...address, company: address.company ?? undefined }, known: book });
      toast.success(t("checkout.address.added"));
      setSelected(added.id);
      void price(added.id);
    } catch (error) {
      orderAlert(errorText(error, t));
    }
  }

  function confirmDeletion() {
    if (!deleting) return;
    const id = deleting.id;
    deleteAddress.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        if (selected === id) choose(OWN_ADDRESS);
      },
      onError: (error) => orderAlert(errorText(error, t)),
    });
  }

  /** The id the order goes to: pickup, the own address, a book entry, or a typed address saved to the book first. */
  async function destinationOf(values: CheckoutAddressForm): Promise<number> {
    if (pickup) return PICKUP_ADDRESS_ID;
    const address = shippingAddressOf(values);
    const known = matchingAddressId(address, own, book);
    if (known !== null) return known;
    const { added } = await saveAddress.mutateAsync({ address: { ...address, company: address.company ?? undefined }, known: book });
    setSelected(added.id);
    return added.id;
  }

  async function confirm(values: CheckoutAddressForm | null) {
    if (!agreed) {
      orderAlert(t("checkout.policy.notAgreed"));
      return;
    }
    setConfirming(true);
    try {
      const id = values ? await destinationOf(values) : PICKUP_ADDRESS_ID;
      const figures = priced.id === id ? priced.figures : await priceAddress(id);
      setPriced({ id, figures });
      const notes = pickup ? PICKUP_NOTES : (values?.notes ?? "").trim();
      if (!pickup && figures.oversize) {
        const quoted = await requestQuote.mutateAsync({ custno: customerId, addressID: id, notes, subtotal: checkout.subtotal });
        navigate(`/order-quote?so=${encodeURIComponent(quoted.sono)}&id=${customerId}`);
        return;
      }
      const shipTo = pickup || !values ? pickupAddress(store, pickupName) : shippingAddressOf(values);
      const draft: OrderDraft = {
        addressID: id,
        pickup,
        notes,
        subtotal: checkout.subtotal,
        tax: figures.tax,
        tax_lines: figures.tax_lines,
        shipping: figures.total_shipping,
        shippingDays: figures.shippingDays,
        total: figures.total,
        policyAgreed: true,
        shipTo,
      };
      dispatch({ type: "setOrder", order: draft });
      navigate("/payment");
    } catch (error) {
      orderAlert(errorText(error, t));
    } finally {
      setConfirming(false);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (pickup) {
      event.preventDefault();
      void confirm(null);
      return;
    }
    void form.handleSubmit(confirm, (errors) => {
      if (!agreed) orderAlert(t("checkout.policy.notAgreed"));
      toastInvalidPostalCode(errors);
    })(event);
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <OrderLinesTable lines={checkout.carts.map((line) => cartLineView(line, false, locale))} />

          <section aria-labelledby="shipping-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <h2 id="shipping-heading" className="text-lg font-semibold text-ink">
              {t("checkout.shipping.heading")}
            </h2>
            {own === null ? (
              <p role="alert" className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900">
                {t("checkout.profileIncomplete")}{" "}
                <Link to="/profile" className={linkClass}>
                  {t("checkout.goToProfile")}
                </Link>
              </p>
            ) : null}
            <CheckboxField
              label={t("checkout.pickup.label")}
              className="mt-4"
              checked={pickup}
              disabled={busy}
              onChange={(event) => togglePickup(event.target.checked)}
            />
            {pickup ? (
              <p className="mt-2 text-sm text-slate-700">
                {t("checkout.pickup.note", {
                  name: store.name,
                  address: store.address,
                  city: store.city,
                  province: store.province,
                  postalCode: store.postalCode,
                })}
              </p>
            ) : null}

            <fieldset disabled={pickup} className="mt-4 min-w-0 space-y-4">
              <legend className="sr-only">{t("checkout.shipping.heading")}</legend>
              {pickup ? null : (
                <div className="flex flex-wrap items-end gap-3">
                  <SelectField
                    label={t("checkout.addressBook.label")}
                    className="min-w-0 flex-1 basis-64"
                    value={selected}
                    disabled={busy}
                    onChange={(event) => choose(Number(event.target.value))}
                  >
                    {own ? <option value={OWN_ADDRESS}>{t("checkout.addressBook.own", { address: own.address, city: own.city })}</option> : null}
                    {book.map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entryLabel(entry)}
                      </option>
                    ))}
                  </SelectField>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={selected === OWN_ADDRESS}
                    onClick={() => setDeleting(book.find((entry) => entry.id === selected) ?? null)}
                  >
                    {t("checkout.address.delete")}
                  </button>
                </div>
              )}
              <AddressFields withNames />
              {pickup ? null : (
                <div className="flex flex-wrap gap-3">
                  <button type="button" className={secondaryButtonClass} disabled={!canSaveAddress} onClick={() => void addToAddressBook()}>
                    {t("checkout.address.add")}
                  </button>
                  <button type="button" className={secondaryButtonClass} onClick={clearAddress}>
                    {t("checkout.address.clear")}
                  </button>
                </div>
              )}
            </fieldset>
          </section>
        </div>

        <div className="space-y-4 lg:sticky lg:top-4">
          <div aria-busy={pricing || undefined}>
            <OrderSummary
              rows={summaryRows(
                {
                  subtotal: checkout.subtotal,
                  shipping: priced.figures.total_shipping,
                  tax: priced.figures.tax,
                  tax_lines: priced.figures.tax_lines,
                  total: priced.figures.total,
                },
                { quote },
                t,
              )}
            />
          </div>
          {repriceNeeded ? <p className="text-sm text-slate-700">{t("checkout.repriceNote")}</p> : null}
          {!quote && !pickup && priced.figures.shippingDays > 0 ? (
            <p className="text-sm text-slate-700">{t("checkout.deliveryDays", { days: priced.figures.shippingDays })}</p>
          ) : null}
          {quote ? (
            <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {t("checkout.oversizeNote")}
            </p>
          ) : null}
          <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <CheckboxField label={t("checkout.policy.agree")} checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            <Link to="/privacy-policy?tab=Shipping%20and%20Delivery" className={`${linkClass} mt-2 inline-block text-sm`}>
              {t("checkout.policy.read")}
            </Link>
            <div className="mt-4 flex flex-col gap-3">
              <button type="submit" className={primaryButtonClass} disabled={busy || own === null} aria-busy={confirming || undefined}>
                {quote ? t("checkout.getQuote") : t("checkout.confirm")}
              </button>
              <Link to="/cart" className={secondaryButtonClass}>
                {t("checkout.editOrder")}
              </Link>
            </div>
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t("checkout.address.deleteTitle")}
        message={t("checkout.address.deleteConfirm")}
        pending={deleteAddress.isPending}
        onConfirm={confirmDeletion}
      />
    </FormProvider>
  );
}

/** /confirm-order: the items, where the order goes (own address, address book, a new address or pickup), the server's figures, and on to payment or a quote. */
export function ConfirmOrderPage() {
  const viewer = useViewer();
  const customerId = viewer.kind === "customer" ? viewer.user.id : null;
  const checkout = useCheckout(customerId ?? 0, customerId !== null);
  const { state } = useAppState();
  const { t } = useWords();
  if (viewer.kind === "dealer") return <Navigate to="/dealer-confirm-order" replace />;
  if (customerId === null) return null;
  // The order just paid emptied the cart: Back or a reopened page leads to its receipt.
  const paidReceipt = state.orderSono ? `/order-receipt?so=${encodeURIComponent(state.orderSono)}&id=${customerId}` : null;
  return (
    <PageFrame title={t("checkout.title")}>
      <PricedCheckout checkout={checkout} paidReceipt={paidReceipt}>
        {(data) => <ConfirmOrderForm checkout={data} customerId={customerId} />}
      </PricedCheckout>
    </PageFrame>
  );
}

export { ConfirmOrderPage as Component };
