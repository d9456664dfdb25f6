import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCard, Lock } from "lucide-react";
import { type ComponentProps, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { FormProvider, type UseFormRegisterReturn, useForm, useFormContext } from "react-hook-form";
import {
  CARD_CVV_MAX_LENGTH,
  CARD_EXPIRY_PART_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  type CardForm,
  cardForm,
  formatCardNumber,
  formatCvv,
  formatExpiryPart,
  tokenizerBody,
} from "../../../../domain/card-fields";
import type { PaymentSettings } from "../../../../domain/contracts/buying";
import { orderAlert } from "../../../lib/alerts";
import { ApiRequestError, errorText } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { primaryButtonClass } from "../../../ui/action-styles";
import { CheckboxField, FormInputField, InputField } from "../../../ui/form-field";
import { ProcessingOverlay } from "../../../ui/processing-overlay";
import { Spinner } from "../../../ui/spinner";
import { type CardCharge, tokenizeCard, usePaymentSettings } from "../api";
import { browserDetails } from "../browser-details";
import { loadPaypalSdk } from "../paypal-sdk";

/** How a card charge ended, as the page that asked for it reports it. */
export type ChargeOutcome =
  | { kind: "paid"; orderNum: string }
  | { kind: "declined" }
  | { kind: "changed"; error: ApiRequestError }
  | { kind: "busy"; error: ApiRequestError }
  | { kind: "failed" };

/**
 * A failed card payment as the panel reports it: declined (402), the figures changed (409 with the
 * server's), the cart already paid as an order (which the shopper is taken to), a payment of it
 * under way (the server's words), or anything else.
 */
export function chargeOutcomeOf(error: unknown): ChargeOutcome {
  if (!(error instanceof ApiRequestError)) return { kind: "failed" };
  if (error.status === 402) return { kind: "declined" };
  if (error.code === "ALREADY_PLACED" && error.fields?.order_num) return { kind: "paid", orderNum: error.fields.order_num };
  if (error.code === "IN_PROGRESS") return { kind: "busy", error };
  if (error.status === 409 && error.fields?.total !== undefined) return { kind: "changed", error };
  return { kind: "failed" };
}

type Method = "card" | "paypal";

export interface PaymentPanelProps {
  /** Whether the shipping policy was agreed on the page before (the confirm page). */
  initiallyAgreed: boolean;
  /** Charges the tokenized card for this order (reserving and releasing a number when it is a new order). */
  chargeCard: (charge: CardCharge) => Promise<ChargeOutcome>;
  /** Creates the PayPal order for this order's total, and records the order once PayPal approved it. */
  paypal: { create: () => Promise<string>; finish: (paypalOrderId: string) => Promise<string> };
  /** A refusal before anything is sent (a pending payment without its order number), in the page's words. */
  refusal?: () => string | null;
  onPaid: (orderNum: string) => void;
  /** The server's figures differ from the ones shown: the page shows the new ones. */
  onChanged: () => void;
}

const EMPTY_CARD = { cardholderName: "", number: "", expiryMonth: "", expiryYear: "", cvv: "" };
/** The card rules; whether the expiry has passed is decided on the day the card is checked. */
const CARD_FORM = cardForm();
type CardFormInput = typeof EMPTY_CARD;

function CardFields() {
  const { t } = useWords();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormInputField name="cardholderName" label={t("payments.card.holder")} autoComplete="cc-name" className="sm:col-span-2" />
      <CardNumberField />
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("payments.card.expiry")}</legend>
        <div className="flex items-start gap-2">
          <ExpiryPart name="expiryMonth" label={t("payments.card.expiryMonth")} placeholder={t("payments.card.monthPlaceholder")} autoComplete="cc-exp-month" />
          <span aria-hidden="true" className="pt-2 text-lg text-slate-600">
            /
          </span>
          <ExpiryPart name="expiryYear" label={t("payments.card.expiryYear")} placeholder={t("payments.card.yearPlaceholder")} autoComplete="cc-exp-year" />
        </div>
      </fieldset>
      <CvvField />
    </div>
  );
}

/** A card field that keeps what is typed to its rule (digits, groups, length). */
function useFormatted(name: keyof CardFormInput, format: (value: string) => string) {
  const { setValue, formState } = useFormContextTyped();
  return (event: { target: { value: string } }) => setValue(name, format(event.target.value), { shouldValidate: formState.isSubmitted });
}

function useFormContextTyped() {
  return useFormContext<CardFormInput>();
}

function CardNumberField() {
  const { register } = useFormContextTyped();
  const format = useFormatted("number", formatCardNumber);
  const { t } = useWords();
  return (
    <FormattedInput
      name="number"
      label={t("payments.card.number")}
      registered={register("number", { onChange: format })}
      inputMode="numeric"
      autoComplete="cc-number"
      maxLength={CARD_NUMBER_MAX_LENGTH}
      placeholder="1234 5678 9012 3456"
      className="sm:col-span-2"
    />
  );
}

function ExpiryPart({
  name,
  label,
  placeholder,
  autoComplete,
}: {
  name: "expiryMonth" | "expiryYear";
  label: string;
  placeholder: string;
  autoComplete: string;
}) {
  const { register } = useFormContextTyped();
  const format = useFormatted(name, formatExpiryPart);
  return (
    <FormattedInput
      name={name}
      label={<span className="sr-only">{label}</span>}
      registered={register(name, { onChange: format })}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={CARD_EXPIRY_PART_LENGTH}
      placeholder={placeholder}
      className="w-20"
    />
  );
}

function CvvField() {
  const { register } = useFormContextTyped();
  const format = useFormatted("cvv", formatCvv);
  const { t } = useWords();
  return (
    <FormattedInput
      name="cvv"
      label={t("payments.card.cvv")}
      registered={register("cvv", { onChange: format })}
      inputMode="numeric"
      autoComplete="cc-csc"
      maxLength={CARD_CVV_MAX_LENGTH}
      placeholder="123"
      className="sm:max-w-40"
    />
  );
}

/** An InputField registered with its own onChange (the formatting), its error read from the form. */
function FormattedInput({
  name,
  label,
  registered,
  className,
  ...input
}: { name: keyof CardFormInput; label: ReactNode; registered: UseFormRegisterReturn; className?: string } & Omit<
  ComponentProps<"input">,
  "name" | "className"
>) {
  const { formState } = useFormContextTyped();
  return <InputField label={label} error={formState.errors[name]?.message} className={className} {...input} {...registered} />;
}

/** PayPal's buttons, or why they cannot be offered. */
function PaypalOption({
  settings,
  onCreate,
  onApprove,
  onError,
}: {
  settings: PaymentSettings | undefined;
  onCreate: () => Promise<string>;
  onApprove: (id: string) => Promise<void>;
  onError: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { t } = useWords();
  const [state, setState] = useState<"loading" | "ready" | "unavailable">(settings?.paypal ? "loading" : "unavailable");
  const handlers = useRef({ onCreate, onApprove, onError });
  handlers.current = { onCreate, onApprove, onError };
  const clientId = settings?.paypal?.clientId ?? null;
  const currency = settings?.paypal?.currency ?? "CAD";

  useEffect(() => {
    if (!clientId) {
      setState("unavailable");
      return;
    }
    let current = true;
    setState("loading");
    loadPaypalSdk(clientId, currency)
      .then(async (sdk) => {
        if (!current || !container.current) return;
        container.current.replaceChildren();
        await sdk
          .Buttons({
            style: { layout: "vertical", label: "paypal" },
            createOrder: () => handlers.current.onCreate(),
            onApprove: (data) => handlers.current.onApprove(data.orderID),
            onError: () => handlers.current.onError(),
          })
          .render(container.current);
        if (current) setState("ready");
      })
      .catch(() => {
        if (current) setState("unavailable");
      });
    return () => {
      current = false;
    };
  }, [clientId, currency]);

  return (
    <div>
      {state === "loading" ? <Spinner label={t("payments.paypal.loading")} /> : null}
      {state === "unavailable" ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t("payments.paypal.unavailable")}
        </p>
      ) : null}
      <div ref={container} hidden={state !== "ready"} />
    </div>
  );
}

/**
 * How the shopper pays: Visa/Mastercard (the default) or PayPal. The card is checked, tokenized at the
 * gateway and charged behind a full-screen overlay; every failure ends in the spec's alert, and nothing
 * says the order is placed until the server says it was paid. Switching to PayPal ticks the policy
 * agreement, switching back to the card unticks it (spec section 4).
 */
export function PaymentPanel({ initiallyAgreed, chargeCard, paypal, refusal, onPaid, onChanged }: PaymentPanelProps) {
  const settings = usePaymentSettings();
  const ids = useId();
  const { t } = useWords();
  const [method, setMethod] = useState<Method>("card");
  const [agreed, setAgreed] = useState(initiallyAgreed);
  const [processing, setProcessing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CardFormInput, unknown, CardForm>({ resolver: zodResolver(CARD_FORM), defaultValues: EMPTY_CARD });

  function alertOf(message: string) {
    setProblem(message);
    orderAlert(message);
  }

  function choose(next: Method) {
    setMethod(next);
    setAgreed(next === "paypal");
    setProblem(null);
  }

  async function payByCard(card: CardForm) {
    setProblem(null);
    setProcessing(true);
    let paid: string | null = null;
    try {
      let token: string;
      try {
        if (!settings.data) throw new Error("No card gateway");
        token = (await tokenizeCard(settings.data.card.tokenUrl, tokenizerBody(card))).token;
      } catch {
        alertOf(t("payments.tokenizeFailed"));
        return;
      }
      const outcome = await chargeCard({ token, cardholderName: card.cardholderName.trim(), browser: browserDetails() });
      if (outcome.kind === "paid") paid = outcome.orderNum;
      else if (outcome.kind === "declined") alertOf(t("payments.failed"));
      else if (outcome.kind === "changed") {
        alertOf(errorText(outcome.error, t));
        onChanged();
      } else if (outcome.kind === "busy") alertOf(errorText(outcome.error, t));
      else alertOf(t("payments.error"));
    } finally {
      setProcessing(false);
    }
    if (paid !== null) onPaid(paid);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const refused = refusal?.() ?? null;
    if (refused !== null || !agreed) {
      event.preventDefault();
      alertOf(refused ?? t("checkout.policy.notAgreed"));
      return;
    }
    void form.handleSubmit(payByCard)(event);
  };

  async function createPaypalOrder(): Promise<string> {
    const refused = refusal?.() ?? null;
    if (refused !== null || !agreed) {
      const message = refused ?? t("checkout.policy.notAgreed");
      alertOf(message);
      throw new Error(message);
    }
    setProblem(null);
    try {
      return await paypal.create();
    } catch (error) {
      alertOf(errorText(error, t));
      throw error;
    }
  }

  async function approvePaypal(paypalOrderId: string) {
    setProcessing(true);
    let paid: string | null = null;
    try {
      paid = await paypal.finish(paypalOrderId);
    } catch (error) {
      alertOf(error instanceof Error && /total/i.test(error.message) ? errorText(error, t) : t("payments.error"));
    } finally {
      setProcessing(false);
    }
    if (paid !== null) onPaid(paid);
  }

  // PayPal is offered only when the server says it is configured (issue 22): never a choice that answers "not available".
  const paypalOffered = Boolean(settings.data?.paypal);
  const methods: { value: Method; label: string; hint: string }[] = [
    { value: "card", label: "Visa/Mastercard", hint: t("payments.card.hint") },
    ...(paypalOffered ? [{ value: "paypal" as const, label: "PayPal", hint: t("payments.paypal.hint") }] : []),
  ];

  return (
    <section aria-labelledby="payment-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="payment-heading" className="text-lg font-semibold text-ink">
        {t("payments.heading")}
      </h2>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-800">{t("payments.method")}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {methods.map((option) => (
            <label
              key={option.value}
              className={`flex cursor-pointer items-center gap-3 rounded-md border p-3 ${method === option.value ? "border-brand-700 bg-brand-50" : "border-slate-300 bg-white hover:bg-slate-50"}`}
            >
              <input
                type="radio"
                name="payment-method"
                value={option.value}
                checked={method === option.value}
                onChange={() => choose(option.value)}
                aria-labelledby={`${ids}-${option.value}`}
                aria-describedby={`${ids}-${option.value}-hint`}
                className="size-4 accent-brand-700"
              />
              <span>
                <span id={`${ids}-${option.value}`} className="block font-semibold text-ink">
                  {option.label}
                </span>
                <span id={`${ids}-${option.value}-hint`} className="block text-sm text-slate-700">
                  {option.hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {method === "card" || !paypalOffered ? (
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="mt-5 space-y-4" aria-label={t("payments.card.details")}>
            <CardFields />
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Lock aria-hidden="true" className="size-4 shrink-0" />
              {t("payments.card.notStored")}
            </p>
            <CheckboxField label={t("checkout.policy.agree")} checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            <button
              type="submit"
              className={`${primaryButtonClass} w-full sm:w-auto`}
              disabled={processing || settings.isPending}
              aria-busy={processing || undefined}
            >
              <CreditCard aria-hidden="true" className="size-5" />
              {t("payments.placeOrder")}
            </button>
          </form>
        </FormProvider>
      ) : (
        <div className="mt-5 space-y-4">
          <CheckboxField label={t("checkout.policy.agree")} checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          {settings.isPending ? (
            <Spinner label={t("payments.loadingOptions")} />
          ) : (
            <PaypalOption settings={settings.data} onCreate={createPaypalOrder} onApprove={approvePaypal} onError={() => alertOf(t("payments.error"))} />
          )}
        </div>
      )}
      {problem ? <p className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">{problem}</p> : null}
      <ProcessingOverlay open={processing} message={t("payments.processing")} />
    </section>
  );
}
