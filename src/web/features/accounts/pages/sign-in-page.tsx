import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "react-toastify";
import { type SignInForm, signInForm } from "../../../../domain/account-forms";
import { safeReturnPath, signInReasonOf } from "../../../../domain/sign-in-return";
import { useAppState } from "../../../lib/app-state";
import { useWords } from "../../../lib/i18n";
import { useStoreInfo } from "../../../lib/store-info";
import { useViewer } from "../../../lib/viewer";
import { AccountPage, cardClass } from "../../../ui/account-page";
import { linkClass, secondaryButtonClass } from "../../../ui/action-styles";
import { FormCheckboxField, FormInputField, SubmitButton } from "../../../ui/form-field";
import { storeCustomer, storeDealer } from "../session";
import { signIn } from "../sign-in-flow";

function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "")}`;
}

export function SignInPage() {
  const { dispatch } = useAppState();
  const viewer = useViewer();
  const { t, rich } = useWords();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Sent here from a part (Add to Cart, Add to Wishlist): say why, and go back there once signed in.
  const reason = signInReasonOf(params.get("reason"));
  const returnTo = safeReturnPath(params.get("next"));
  const queryClient = useQueryClient();
  const store = useStoreInfo();
  const dealerLine = store.dealerLine;
  const [pending, setPending] = useState(false);
  const signingIn = useRef(false);
  const form = useForm({ resolver: zodResolver(signInForm), defaultValues: { email: "", password: "", remember: false } });

  if (viewer.user && !signingIn.current) return <Navigate to="/profile" replace />;

  const onSubmit = async (values: SignInForm) => {
    setPending(true);
    const outcome = await signIn({ login: values.email, password: values.password, remember: values.remember ?? false });
    setPending(false);
    if (outcome.kind === "refused") {
      toast.error(outcome.message ?? t("accounts.signIn.failed"));
      return;
    }
    signingIn.current = true;
    if (outcome.kind === "customer") {
      storeCustomer(dispatch, outcome.signIn, queryClient);
      navigate(outcome.complete ? (returnTo ?? "/") : "/customer-info");
    } else {
      storeDealer(dispatch, outcome.signIn, queryClient);
      navigate(returnTo ?? "/");
    }
  };

  return (
    <AccountPage
      title={t("accounts.signIn.title")}
      intro={
        <>
          {reason && (
            <p role="status" data-sign-in-reason className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
              {t(`accounts.signIn.reason.${reason}`)}
            </p>
          )}
          <p>{t("accounts.signIn.intro")}</p>
        </>
      }
      wide
    >
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="sign-in-heading" className={cardClass}>
          <h2 id="sign-in-heading" className="text-xl font-semibold text-slate-900">
            {t("accounts.signIn.returning")}
          </h2>
          <FormProvider {...form}>
            <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-4">
              <FormInputField name="email" label={t("accounts.signIn.login")} autoComplete="username" />
              <FormInputField name="password" label={t("accounts.signIn.password")} type="password" autoComplete="current-password" />
              <div className="flex flex-wrap items-center justify-between gap-3">
                <FormCheckboxField name="remember" label={t("accounts.signIn.remember")} />
                <Link to="/forgetpassword" className={linkClass}>
                  {t("accounts.signIn.forgot")}
                </Link>
              </div>
              <SubmitButton pending={pending} pendingLabel={t("accounts.signIn.pending")} className="w-full">
                {t("accounts.signIn.submit")}
              </SubmitButton>
            </form>
          </FormProvider>
          <p className="mt-6 rounded-md bg-slate-100 p-4 text-sm text-slate-800">
            {rich("accounts.signIn.dealerLine", {
              phone: (
                <a key="phone" href={telHref(dealerLine)} className={linkClass}>
                  {dealerLine}
                </a>
              ),
            })}
          </p>
        </section>
        <section aria-labelledby="register-heading" className={cardClass}>
          <h2 id="register-heading" className="text-xl font-semibold text-slate-900">
            {t("accounts.signIn.newHere")}
          </h2>
          <p className="mt-4 text-slate-700">{t("accounts.signIn.whyRegister")}</p>
          <Link to="/register" className={`${secondaryButtonClass} mt-6 w-full`}>
            {t("accounts.signIn.register")}
          </Link>
        </section>
      </div>
    </AccountPage>
  );
}

export { SignInPage as Component };
