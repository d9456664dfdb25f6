import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { toast } from "react-toastify";
import { genderFromCode, type ProfileForm, type ProfileFormInput, profileForm } from "../../../../../domain/account-forms";
import type { CustomerSignIn } from "../../../../../domain/contracts/accounts";
import { useAppState } from "../../../../lib/app-state";
import { useWords } from "../../../../lib/i18n";
import { FormInputField, SubmitButton } from "../../../../ui/form-field";
import { useUpdateProfile } from "../../api";
import { CustomerDetailsFields, Section, usePostalCodeToasts } from "../customer-details-fields";
import { TabHeading } from "./tab-heading";

/** The profile form filled from the saved details. */
export function profileDefaults({ user, userInfo, billing }: CustomerSignIn): ProfileFormInput {
  const same = billing?.same_as_shipping ?? true;
  return {
    firstName: userInfo?.m_forename || user.firstname,
    lastName: userInfo?.m_surname || user.lastname,
    gender: genderFromCode(userInfo?.m_gender),
    dob: userInfo?.m_birth?.slice(0, 10) ?? "",
    address: userInfo?.m_address ?? "",
    city: userInfo?.m_city ?? "",
    postalCode: userInfo?.m_zipcode ?? "",
    country: userInfo?.m_country || "CA",
    province: userInfo?.m_state ?? "",
    tel: userInfo?.m_tel ?? "",
    mobile: userInfo?.m_mobile ?? "",
    sameAsShipping: same,
    billingAddress: same ? "" : (billing?.address1 ?? ""),
    billingCity: same ? "" : (billing?.city ?? ""),
    billingPostalCode: same ? "" : (billing?.postalcode ?? ""),
    billingCountry: same ? "CA" : billing?.country || "CA",
    billingProvince: same ? "" : (billing?.province ?? ""),
    billingTel: same ? "" : (billing?.phone ?? ""),
    billingMobile: "",
    carModel: userInfo?.m_car ?? "",
    carYear: userInfo?.m_year ? String(userInfo.m_year) : "",
    carMake: userInfo?.m_make ?? "",
    email: user.email,
    changingEmail: "",
    reenterEmail: "",
  };
}

function EmailChangeNotice() {
  const [params] = useSearchParams();
  const { t } = useWords();
  const changed = params.get("emailChanged");
  if (changed === "1") return <p className="mb-5 rounded-md border border-green-700 bg-green-50 p-4 text-green-900">{t("accounts.aboutMe.emailChanged")}</p>;
  if (changed === "0") return <p className="mb-5 rounded-md border border-red-700 bg-red-50 p-4 text-red-800">{t("accounts.aboutMe.emailLinkExpired")}</p>;
  return null;
}

/** About Me for customers: the editable profile; the e-mail is read-only and a new one is confirmed by e-mail first. */
export function AboutMeTab({ details }: { details: CustomerSignIn }) {
  const { dispatch } = useAppState();
  const update = useUpdateProfile();
  const { t } = useWords();
  const toastPostalCodeErrors = usePostalCodeToasts();
  const form = useForm({ resolver: zodResolver(profileForm), defaultValues: profileDefaults(details) });

  const onSubmit = (values: ProfileForm) => {
    const saving = toast.loading(t("accounts.aboutMe.saving"));
    update.mutate(
      { form: values, userID: details.user.id },
      {
        onSuccess: (reply) => {
          toast.update(saving, { render: t("accounts.aboutMe.saved"), type: "success", isLoading: false, autoClose: 5000, closeButton: true });
          dispatch({ type: "setUser", user: reply.user });
          dispatch({ type: "setUserInfo", userInfo: reply.userinfo });
          dispatch({ type: "setBillingInfo", billingInfo: reply.billing });
          form.reset({ ...values, changingEmail: "", reenterEmail: "" });
          if (reply.emailChangeSentTo) {
            toast.info(t("accounts.aboutMe.confirmationSent", { email: reply.emailChangeSentTo }));
          }
        },
        onError: () => toast.update(saving, { render: t("accounts.aboutMe.saveFailed"), type: "error", isLoading: false, autoClose: 5000, closeButton: true }),
      },
    );
  };

  return (
    <section>
      <TabHeading>{t("accounts.tab.About Me")}</TabHeading>
      <EmailChangeNotice />
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit, toastPostalCodeErrors)} className="space-y-8">
          <Section title={t("accounts.aboutMe.emailSection")} level={3}>
            <FormInputField
              name="email"
              label={t("accounts.aboutMe.email")}
              type="email"
              readOnly
              className="sm:col-span-2"
              hint={t("accounts.aboutMe.emailHint")}
            />
            <FormInputField name="changingEmail" label={t("accounts.aboutMe.newEmail")} type="email" autoComplete="email" inputMode="email" />
            <FormInputField name="reenterEmail" label={t("accounts.aboutMe.reenterEmail")} type="email" autoComplete="email" inputMode="email" />
          </Section>
          <CustomerDetailsFields billingMobile={false} level={3} />
          <SubmitButton pending={update.isPending} pendingLabel={t("accounts.saving")}>
            {t("accounts.aboutMe.submit")}
          </SubmitButton>
        </form>
      </FormProvider>
    </section>
  );
}
