import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, Navigate, useNavigate } from "react-router";
import { toast } from "react-toastify";
import { type RegisterForm, registerForm } from "../../../../domain/account-forms";
import { useAppState } from "../../../lib/app-state";
import { useWords } from "../../../lib/i18n";
import { useViewer } from "../../../lib/viewer";
import { AccountPage, cardClass } from "../../../ui/account-page";
import { linkClass } from "../../../ui/action-styles";
import { CaptchaField, useCaptcha } from "../../../ui/captcha";
import { FormCheckboxField, FormInputField, SubmitButton } from "../../../ui/form-field";
import { useRegister } from "../api";
import { describeFailure } from "../failure";
import { storeCustomer } from "../session";

export function RegisterPage() {
  const { dispatch } = useAppState();
  const viewer = useViewer();
  const { t, rich } = useWords();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const register = useRegister();
  const captcha = useCaptcha();
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false);
  const registered = useRef(false);
  const form = useForm({
    resolver: zodResolver(registerForm),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "", recieveUpdates: false },
  });

  if (viewer.user && !registered.current) return <Navigate to="/profile" replace />;

  const onSubmit = (values: RegisterForm) => {
    if (!captcha.payload) {
      setWaitingForCaptcha(true);
      return;
    }
    register.mutate(
      { ...values, altcha: captcha.payload },
      {
        onSuccess: ({ user }) => {
          registered.current = true;
          storeCustomer(dispatch, { user, userInfo: null, billing: null }, queryClient);
          navigate("/customer-info");
        },
        onError: (error) => {
          console.warn("Registration failed", error);
          toast.error(describeFailure(error, t));
        },
        onSettled: () => captcha.reset(),
      },
    );
  };

  return (
    <AccountPage title={t("accounts.register.title")} intro={<p>{t("accounts.register.intro")}</p>}>
      <div className={cardClass}>
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInputField name="firstName" label={t("accounts.register.firstName")} autoComplete="given-name" />
              <FormInputField name="lastName" label={t("accounts.register.lastName")} autoComplete="family-name" />
            </div>
            <FormInputField name="email" label={t("accounts.register.email")} type="email" autoComplete="email" inputMode="email" />
            <FormInputField
              name="password"
              label={t("accounts.register.password")}
              type="password"
              autoComplete="new-password"
              hint={t("accounts.password.hint")}
            />
            <FormInputField name="confirmPassword" label={t("accounts.register.confirmPassword")} type="password" autoComplete="new-password" />
            <FormCheckboxField name="recieveUpdates" label={t("accounts.register.updates")} />
            <CaptchaField captcha={captcha} waiting={waitingForCaptcha} />
            <p className="text-sm text-slate-700">
              {rich("accounts.register.terms", {
                link: (chunks) => (
                  <Link key="link" to="/privacy-policy" className={linkClass}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
            <SubmitButton pending={register.isPending} pendingLabel={t("accounts.register.pending")} className="w-full">
              {t("accounts.register.submit")}
            </SubmitButton>
          </form>
        </FormProvider>
        <p className="mt-6 text-center text-slate-700">
          {rich("accounts.register.haveAccount", {
            link: (chunks) => (
              <Link key="link" to="/sign-in" className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </AccountPage>
  );
}

export { RegisterPage as Component };
