import { type FormEvent, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { CheckboxField, FieldLook, InputField, SubmitButton } from "../../../ui/form-field";
import { errorText, fieldError } from "../components/outcome";
import { useStaffMe, useStaffSignIn } from "../session-api";

/** Where to go after signing in: the console page the visitor was sent away from, else the dashboard. */
function nextPage(next: string | null): string {
  return next?.startsWith("/admin") && !next.startsWith("/admin/sign-in") && !next.startsWith("//") ? next : "/admin";
}

/** /admin/sign-in: the staff console's sign-in by e-mail and password (POST /api/admin/login). */
export function StaffSignInPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const me = useStaffMe();
  const signIn = useStaffSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const target = nextPage(search.get("next"));

  if (me.data && !signIn.isPending && !signIn.isSuccess) return <Navigate to={target} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password, remember }, { onSuccess: () => navigate(target, { replace: true }) });
  };

  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Partshop staff console</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">Sign in</h1>
        <FieldLook look="soft">
          <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
            <InputField
              label="E-mail"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={fieldError(signIn.error, "email")}
            />
            <InputField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldError(signIn.error, "password")}
            />
            <CheckboxField label="Keep me signed in on this computer" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            {signIn.error ? (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {errorText(signIn.error)}
              </p>
            ) : null}
            <SubmitButton pending={signIn.isPending} pendingLabel="Signing in..." className="w-full">
              Sign in
            </SubmitButton>
          </form>
        </FieldLook>
      </div>
    </main>
  );
}
