import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { toast } from "react-toastify";
import { type ResetPasswordForm, resetPasswordForm } from "../../../../domain/account-forms";
import { AccountPage, cardClass } from "../../../ui/account-page";
import { linkClass, primaryButtonClass } from "../../../ui/action-styles";
import { FormInputField, SubmitButton } from "../../../ui/form-field";
import { useResetPassword } from "../api";
import { describeFailure } from "../failure";

export const PASSWORD_RESET_DONE = "Your password has been changed. You can now sign in with your new password.";

export function ResetPasswordPage() {
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
        onSuccess: () => toast.success(PASSWORD_RESET_DONE),
        onError: (error) => setFailure(describeFailure(error)),
      },
    );
  };

  let content: ReactNode;
  if (!token) {
    content = (
      <p>
        This reset link is incomplete. Please open the link from our e-mail again, or{" "}
        <Link to="/forgetpassword" className={linkClass}>
          request a new one
        </Link>
        .
      </p>
    );
  } else if (reset.isSuccess) {
    content = (
      <div className="space-y-4" role="status">
        <p>{PASSWORD_RESET_DONE}</p>
        <Link to="/sign-in" className={primaryButtonClass}>
          Sign in
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
                Request a new reset link
              </Link>
            </p>
          </div>
        ) : null}
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
            <FormInputField
              name="password"
              label="New password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters, with at least one letter and one number."
            />
            <FormInputField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
            <SubmitButton pending={reset.isPending} pendingLabel="Saving..." className="w-full">
              Save new password
            </SubmitButton>
          </form>
        </FormProvider>
        <p className="mt-6 text-center">
          <Link to="/sign-in" className={linkClass}>
            Back to sign in
          </Link>
        </p>
      </>
    );
  }

  return (
    <AccountPage title="Choose a new password">
      <div className={cardClass}>{content}</div>
    </AccountPage>
  );
}

export { ResetPasswordPage as Component };
