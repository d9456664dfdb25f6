import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { type ChangePasswordForm, changePasswordForm } from "../../../../../domain/account-forms";
import { useWords } from "../../../../lib/i18n";
import { FormInputField, SubmitButton } from "../../../../ui/form-field";
import { useChangePassword } from "../../api";
import { describeFailure } from "../../failure";
import { TabHeading } from "./tab-heading";

export function ChangePasswordTab({ userID }: { userID: number | string }) {
  const change = useChangePassword();
  const { t } = useWords();
  const form = useForm({ resolver: zodResolver(changePasswordForm), defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" } });

  const onSubmit = (values: ChangePasswordForm) =>
    change.mutate(
      { form: values, userID },
      {
        onSuccess: (reply) => {
          if (reply.status === "ok") {
            toast.success(t("accounts.changePassword.done"));
            form.reset();
          } else {
            toast.error(t("accounts.changePassword.failed"));
          }
        },
        onError: (error) => toast.error(describeFailure(error, t)),
      },
    );

  return (
    <section>
      <TabHeading>{t("accounts.tab.Change Password")}</TabHeading>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="max-w-md space-y-4">
          <FormInputField name="currentPassword" label={t("accounts.changePassword.current")} type="password" autoComplete="current-password" />
          <FormInputField
            name="newPassword"
            label={t("accounts.changePassword.new")}
            type="password"
            autoComplete="new-password"
            hint={t("accounts.password.hint")}
          />
          <FormInputField name="confirmPassword" label={t("accounts.changePassword.confirm")} type="password" autoComplete="new-password" />
          <SubmitButton pending={change.isPending} pendingLabel={t("accounts.changePassword.pending")}>
            {t("accounts.tab.Change Password")}
          </SubmitButton>
        </form>
      </FormProvider>
    </section>
  );
}
