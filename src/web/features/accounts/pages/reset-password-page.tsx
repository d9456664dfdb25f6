import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { toast } from "react-toastify";
import { type ResetPasswordForm, resetPasswordForm } from "../../../../domain/account-forms";
import { useWords } from "../../../lib/i18n";
import { AccountPage, cardClass } from "../../../ui/account-page";
import { linkClass, primaryButtonClass } from "../../../ui/action-styles";
import { FormInputField, SubmitButton } from "../../../ui/form-field";
import { useResetPassword } from "../api";
import { describeFailure } from "../failure";

export function ResetPasswordPage() {
  const { t, rich } = useWords();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(resetPasswordForm), defaultValues: { password: "", confirmPassword: "" } });

  const onSubmit = (values: ResetPasswordForm) => {
    setFailure(null);
    reset.mutate(
      { token, ...values },
      {
        onSuccess: () => toast.success(t("accounts.reset.done")),
        onError: (error) => setFailure(describeFailure(error, t)),
      },
    );
  };

  let content: ReactNode;
  if (!token) {
    content = (
      <p>
        {rich("accounts.reset.incomplete", {
          link: (chunks) => (
            <Link key="link" to="/forgetpassword" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  } else if (reset.isSuccess) {
    content = (
      <div className="space-y-4" role="status">
        <p>{t("accounts.reset.done")}</p>
        <Link to="/sign-in" className={primaryButtonClass}>
          {t("accounts.reset.signIn")}
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        {failure ? (
          <div role="alert" className="mb-4 rounded-md border border-red-700 bg-red-50 p-4 text-red-800">
            <p>{failure}</p>
            <p className="mt-2">
              <Link to="/forgetpassword" className={linkClass}>
                {t("accounts.reset.requestAgain")}
              </Link>
            </p>
          </div>
        ) : null}
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
            <FormInputField
              name="password"
              label={t("accounts.reset.newPassword")}
              type="password"
              autoComplete="new-password"
              hint={t("accounts.password.hint")}
            />
            <FormInputField name="confirmPassword" label={t("accounts.reset.confirmPassword")} type="password" autoComplete="new-password" />
            <SubmitButton pending={reset.isPending} pendingLabel={t("accounts.saving")} className="w-full">
              {t("accounts.reset.submit")}
            </SubmitButton>
          </form>
        </FormProvider>
        <p className="mt-6 text-center">
          <Link to="/sign-in" className={linkClass}>
            {t("accounts.backToSignIn")}
          </Link>
        </p>
      </>
    );
  }

  return (
    <AccountPage title={t("accounts.reset.title")}>
      <div className={cardClass}>{content}</div>
    </AccountPage>
  );
}

export { ResetPasswordPage as Component };
