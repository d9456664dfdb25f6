import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, Navigate, useNavigate } from "react-router";
import { toast } from "react-toastify";
import { type RegisterForm, registerForm } from "../../../../domain/account-forms";
import { useAppState } from "../../../lib/app-state";
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
          toast.error(describeFailure(error));
        },
        onSettled: () => captcha.reset(),
      },
    );
  };

  return (
    <AccountPage title="Create your account" intro={<p>Register to keep a wishlist, order parts online and follow your orders.</p>}>
      <div className={cardClass}>
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInputField name="firstName" label="First name" autoComplete="given-name" />
              <FormInputField name="lastName" label="Last name" autoComplete="family-name" />
            </div>
            <FormInputField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
            <FormInputField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters, with at least one letter and one number."
            />
            <FormInputField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
            <FormCheckboxField name="recieveUpdates" label="I agree to receive updates on offers, promotions and deals" />
            <CaptchaField captcha={captcha} waiting={waitingForCaptcha} />
            <p className="text-sm text-slate-700">
              By registering, you agree to the site's{" "}
              <Link to="/privacy-policy" className={linkClass}>
                terms and conditions
              </Link>
              .
            </p>
            <SubmitButton pending={register.isPending} pendingLabel="Registering..." className="w-full">
              Register
            </SubmitButton>
          </form>
        </FormProvider>
        <p className="mt-6 text-center text-slate-700">
          Already have an account?{" "}
          <Link to="/sign-in" className={linkClass}>
            Sign in
          </Link>
        </p>
      </div>
    </AccountPage>
  );
}

export { RegisterPage as Component };
