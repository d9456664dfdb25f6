import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { PROFILE_INQUIRY_SUBJECTS, type ProfileInquiryForm, profileInquiryForm } from "../../../../../domain/account-forms";
import { useWords } from "../../../../lib/i18n";
import { useStoreInfo } from "../../../../lib/store-info";
import { CaptchaField, useCaptcha } from "../../../../ui/captcha";
import { FormSelectField, FormTextAreaField, SubmitButton } from "../../../../ui/form-field";
import { useSendProfileInquiry } from "../../api";
import { describeFailure } from "../../failure";
import { TabHeading } from "./tab-heading";

export function InquiryTab({ id, isDealer }: { id: number | string; isDealer: boolean }) {
  const store = useStoreInfo();
  const send = useSendProfileInquiry();
  const { t } = useWords();
  const subjectOptions = PROFILE_INQUIRY_SUBJECTS.map((subject) => ({ value: subject, label: t(`accounts.inquiry.subject.${subject}`) }));
  const captcha = useCaptcha();
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false);
  const form = useForm({
    resolver: zodResolver(profileInquiryForm),
    defaultValues: { subject: "" as ProfileInquiryForm["subject"], message: "" },
  });

  const onSubmit = (values: ProfileInquiryForm) => {
    if (!captcha.payload) {
      setWaitingForCaptcha(true);
      return;
    }
    send.mutate(
      { ...values, id, type: isDealer ? "dealer" : "customer", altcha: captcha.payload },
      {
        onSuccess: () => {
          toast.success(t("content.thanks", { store: store.name }));
          form.reset();
        },
        onError: (error) => toast.error(describeFailure(error, t)),
        onSettled: () => captcha.reset(),
      },
    );
  };

  return (
    <section>
      <TabHeading intro={t("accounts.inquiry.intro")}>{t("accounts.tab.Submit Inquiry")}</TabHeading>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="max-w-xl space-y-4">
          <FormSelectField name="subject" label={t("accounts.inquiry.subject")} options={subjectOptions} placeholder={t("accounts.inquiry.subject.choose")} />
          <FormTextAreaField name="message" label={t("accounts.inquiry.message")} hint={t("accounts.inquiry.messageHint")} />
          <CaptchaField captcha={captcha} waiting={waitingForCaptcha} />
          <SubmitButton pending={send.isPending} pendingLabel={t("accounts.sending")}>
            {t("accounts.inquiry.submit")}
          </SubmitButton>
        </form>
      </FormProvider>
    </section>
  );
}
