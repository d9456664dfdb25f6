import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { errorText } from "../lib/api";
import { useWords } from "../lib/i18n";
import { CaptchaField, useCaptcha } from "../ui/captcha";
import { InputField, SubmitButton } from "../ui/form-field";
import { useRequestStockAlert } from "./api";

interface VisitorForm {
  email: string;
}

/** A visitor's e-mail and the captcha, shown once they ask. */
export function VisitorAlertForm({ item, onDone }: { item: string; onDone: (email: string) => void }) {
  const { t } = useWords();
  const visitorForm = useMemo(
    () => z.object({ email: z.string().trim().min(1, t("products.notify.emailRequired")).max(255).email(t("products.notify.emailInvalid")) }),
    [t],
  );
  const request = useRequestStockAlert();
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
