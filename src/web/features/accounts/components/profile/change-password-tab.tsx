import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { type ChangePasswordForm, changePasswordForm } from "../../../../../domain/account-forms";
import { FormInputField, SubmitButton } from "../../../../ui/form-field";
import { useChangePassword } from "../../api";
import { describeFailure } from "../../failure";
import { TabHeading } from "./tab-heading";

export const PASSWORD_CHANGED = "Password changed successfully";
export const PASSWORD_CHANGE_FAILED = "Failed to change password, is your current password correctly?";

export function ChangePasswordTab({ userID }: { userID: number | string }) {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordForm), defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" } });

  const onSubmit = (values: ChangePasswordForm) =>
    change.mutate(
      { form: values, userID },
      {
        onSuccess: (reply) => {
          if (reply.status === "ok") {
            toast.success(PASSWORD_CHANGED);
            form.reset();
          } else {
            toast.error(PASSWORD_CHANGE_FAILED);
          }
        },
        onError: (error) => toast.error(describeFailure(error)),
      },
    );

  return (
    <section>
      <TabHeading>Change Password</TabHeading>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="max-w-md space-y-4">
          <FormInputField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
          <FormInputField
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters, with at least one letter and one number."
          />
          <FormInputField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
          <SubmitButton pending={change.isPending} pendingLabel="Changing...">
            Change Password
          </SubmitButton>
        </form>
      </FormProvider>
    </section>
  );
}
