import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { stockAlertReply } from "../../domain/contracts/stock-alerts";
import { en } from "../../domain/i18n/en-CA";
import { apiPost, errorText } from "../lib/api";
import { useWords } from "../lib/i18n";
import type { Viewer } from "../lib/viewer";
import { CaptchaField, useCaptcha } from "../ui/captcha";
import { InputField, SubmitButton } from "../ui/form-field";

/** The English words, as tests look for them. */
export const NOTIFY_ME = en["products.notify.button"];
export const notifyConfirmation = (email: string) => en["products.notify.confirmation"].replace("{email}", email);

interface VisitorForm {
  email: string;
}

function useRequestAlert() {
  return useMutation({
    mutationFn: (body: { item: string; email?: string; altcha?: string }) => apiPost("/stockAlerts", body, { schema: stockAlertReply }),
  });
}

/** A visitor's e-mail and the captcha, shown once they ask. */
function VisitorAlertForm({ item, onDone }: { item: string; onDone: (email: string) => void }) {
  const { t } = useWords();
  const visitorForm = useMemo(
    () => z.object({ email: z.string().trim().min(1, t("products.notify.emailRequired")).max(255).email(t("products.notify.emailInvalid")) }),
    [t],
  );
  const request = useRequestAlert();
  const captcha = useCaptcha();
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VisitorForm>({ resolver: zodResolver(visitorForm), defaultValues: { email: "" } });
  const onSubmit = handleSubmit(async (values) => {
    if (!captcha.payload) {
      setWaitingForCaptcha(true);
      return;
    }
    setWaitingForCaptcha(false);
    try {
      const reply = await request.mutateAsync({ item, email: values.email, altcha: captcha.payload });
      onDone(reply.email);
    } catch {
      // The error is shown below the form.
    } finally {
      captcha.reset();
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t("products.notify.button")}>
      <InputField label={t("products.notify.email")} type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
      <CaptchaField captcha={captcha} waiting={waitingForCaptcha} />
      {request.error && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(request.error, t)}
        </p>
      )}
      <SubmitButton pending={isSubmitting}>{t("products.notify.submit")}</SubmitButton>
    </form>
  );
}

/**
 * "Notify me when it arrives" for a part with none on hand: one click for a signed-in customer or
 * dealer (their account's e-mail), an e-mail and the captcha for a visitor. The server mails once
 * when the part's stock rises above 0.
 */
export function NotifyWhenInStock({ item, viewer }: { item: string; viewer: Viewer }) {
  const { t } = useWords();
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const request = useRequestAlert();
  if (confirmedFor) {
    return (
      <p role="status" className="text-sm font-medium text-emerald-800">
        {t("products.notify.confirmation", { email: confirmedFor })}
      </p>
    );
  }
  const signedIn = viewer.kind === "customer" || viewer.kind === "dealer";
  return (
    <div className="space-y-2">
      {!asking && (
        <button
          type="button"
          disabled={request.isPending}
          onClick={() => {
            if (!signedIn) {
              setAsking(true);
              return;
            }
            request.mutate({ item }, { onSuccess: (reply) => setConfirmedFor(reply.email) });
          }}
          className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
        >
          {t("products.notify.button")}
        </button>
      )}
      {signedIn && request.error && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(request.error, t)}
        </p>
      )}
      {asking && <VisitorAlertForm item={item} onDone={setConfirmedFor} />}
    </div>
  );
}
