import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { staffSignInBody } from "../../../../domain/contracts/staff";
import { FieldLook, FormCheckboxField, FormInputField } from "../../../ui/form-field";
import { ConsoleForm, useConsoleForm } from "../components/console-form";
import { useStaffMe, useStaffSignIn } from "../session-api";

/** Where to go after signing in: the console page the visitor was sent away from, else the dashboard. */
function nextPage(next: string | null): string {
  return next?.startsWith("/admin") && !next.startsWith("/admin/sign-in") && !next.startsWith("//") ? next : "/admin";
}

/** /admin/sign-in: the staff console's sign-in by e-mail and password (POST /api/admin/login). */
export function StaffSignInPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // Who has just signed out is not sent back in by an answer to a question asked before they did.
  const signedOut = (useLocation().state as { signedOut?: boolean } | null)?.signedOut === true;
  const me = useStaffMe(!signedOut);
  const signIn = useStaffSignIn();
  const form = useConsoleForm(staffSignInBody, { email: "", password: "", remember: false });
  const target = nextPage(search.get("next"));

  if (me.data && !signedOut && !signIn.isPending && !signIn.isSuccess) return <Navigate to={target} replace />;

  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Partshop staff console</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">Sign in</h1>
        <FieldLook look="soft">
          <ConsoleForm
            form={form}
            onSend={async (body) => {
              await signIn.mutateAsync(body);
              navigate(target, { replace: true });
            }}
            submitLabel="Sign in"
            pendingLabel="Signing in..."
            nothing="Nothing was sent"
            className="mt-6 space-y-4"
            submitClassName="w-full"
          >
            <FormInputField name="email" label="E-mail" type="email" autoComplete="username" />
            <FormInputField name="password" label="Password" type="password" autoComplete="current-password" />
            <FormCheckboxField name="remember" label="Keep me signed in on this computer" />
          </ConsoleForm>
        </FieldLook>
      </div>
    </main>
  );
}
