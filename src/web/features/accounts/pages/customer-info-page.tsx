import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { FormProvider, useForm } from "react-hook-form";
import { Navigate, useNavigate } from "react-router";
import { toast } from "react-toastify";
import { type CustomerInfoForm, type CustomerInfoFormInput, customerInfoForm } from "../../../../domain/account-forms";
import { useAppState } from "../../../lib/app-state";
import { useWords } from "../../../lib/i18n";
import { useViewer } from "../../../lib/viewer";
import { AccountPage, cardClass } from "../../../ui/account-page";
import { SubmitButton } from "../../../ui/form-field";
import { useSaveCustomerInfo } from "../api";
import { CustomerDetailsFields, dismissPostalCodeErrors, usePostalCodeToasts } from "../components/customer-details-fields";
import { describeFailure } from "../failure";
import { storeCustomer } from "../session";

export function emptyCustomerDetails(firstName = "", lastName = ""): CustomerInfoFormInput {
  return {
    firstName,
    lastName,
    gender: "",
    dob: "",
    address: "",
    city: "",
    postalCode: "",
    country: "CA",
    province: "",
    tel: "",
    mobile: "",
    sameAsShipping: true,
    billingAddress: "",
    billingCity: "",
    billingPostalCode: "",
    billingCountry: "CA",
    billingProvince: "",
    billingTel: "",
    billingMobile: "",
    carModel: "",
    carYear: "",
    carMake: "",
  };
}

function CustomerInfoFormCard({ firstName, lastName }: { firstName: string; lastName: string }) {
  const { dispatch } = useAppState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveCustomerInfo();
  const { t } = useWords();
  const toastPostalCodeErrors = usePostalCodeToasts();
  const form = useForm({ resolver: zodResolver(customerInfoForm), defaultValues: emptyCustomerDetails(firstName, lastName) });

  const onSubmit = (values: CustomerInfoForm) =>
    save.mutate(values, {
      onSuccess: (signIn) => {
        dismissPostalCodeErrors();
        storeCustomer(dispatch, signIn, queryClient);
        navigate("/profile");
      },
      onError: (error) => toast.error(describeFailure(error, t)),
    });

  return (
    <div className={cardClass}>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit, toastPostalCodeErrors)} className="space-y-8">
          <CustomerDetailsFields />
          <SubmitButton pending={save.isPending} pendingLabel={t("accounts.saving")} className="w-full sm:w-auto">
            {t("accounts.customerInfo.submit")}
          </SubmitButton>
        </form>
      </FormProvider>
    </div>
  );
}

export function CustomerInfoPage() {
  const viewer = useViewer();
  const { t } = useWords();
  if (viewer.kind === "anonymous") return <Navigate to="/sign-in" replace />;
  if (viewer.kind === "dealer") return <Navigate to="/profile" replace />;
  return (
    <AccountPage title={t("accounts.customerInfo.title")} intro={<p>{t("accounts.customerInfo.intro")}</p>} wide>
      <CustomerInfoFormCard firstName={viewer.user.firstname} lastName={viewer.user.lastname} />
    </AccountPage>
  );
}

export { CustomerInfoPage as Component };
