import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "react-router";
import { type ForgotPasswordForm, forgotPasswordForm } from "../../../../domain/account-forms";
import { useWords } from "../../../lib/i18n";
import { AccountPage, cardClass } from "../../../ui/account-page";
import { linkClass } from "../../../ui/action-styles";
import { CaptchaField, useCaptcha } from "../../../ui/captcha";
import { FormInputField, SubmitButton } from "../../../ui/form-field";
import { useForgotPassword } from "../api";

export function ForgetPasswordPage() {
  const { t } = useWords();
  const request = useForgotPassword();
  const captcha = useCaptcha();
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false);
  const [outcome, setOutcome] = useState<"sent" | "failed" | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordForm), defaultValues: { email: "" } });

  const onSubmit = (values: ForgotPasswordForm) => {
    if (!captcha.payload) {
      setWaitingForCaptcha(true);
      return;
    }
    setOutcome(null);
    request.mutate(
      { email: values.email, altcha: captcha.payload },
      {
        onSuccess: (reply) => {
          setOutcome(reply.status === "good" ? "sent" : "failed");
          if (reply.status === "good") form.reset();
        },
        onError: () => setOutcome("failed"),
        onSettled: () => captcha.reset(),
      },
    );
  };

  return (
    <AccountPage title={t("accounts.forgot.title")} intro={<p>{t("accounts.forgot.intro")}</p>}>
      <div className={cardClass}>
        <div aria-live="polite">
          {outcome === "sent" ? <p className="mb-4 rounded-md border border-green-700 bg-green-50 p-4 text-green-900">{t("accounts.forgot.sent")}</p> : null}
          {outcome === "failed" ? <p className="mb-4 rounded-md border border-red-700 bg-red-50 p-4 text-red-800">{t("accounts.failure.generic")}</p> : null}
        </div>
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
            <FormInputField name="email" label={t("accounts.forgot.email")} type="email" autoComplete="email" inputMode="email" />
            <CaptchaField captcha={captcha} waiting={waitingForCaptcha} />
            <SubmitButton pending={request.isPending} pendingLabel={t("accounts.sending")} className="w-full">
              {t("accounts.forgot.submit")}
            </SubmitButton>
          </form>
        </FormProvider>
        <p className="mt-6 text-center">
          <Link to="/sign-in" className={linkClass}>
            {t("accounts.backToSignIn")}
          </Link>
        </p>
      </div>
    </AccountPage>
  );
}

export { ForgetPasswordPage as Component };
