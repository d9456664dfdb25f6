import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { PROFILE_INQUIRY_SUBJECTS, type ProfileInquiryForm, profileInquiryForm } from "../../../../../domain/account-forms";
import { messageThanks } from "../../../../../domain/store";
import { useStoreInfo } from "../../../../lib/store-info";
import { CaptchaField, useCaptcha } from "../../../../ui/captcha";
import { FormSelectField, FormTextAreaField, SubmitButton } from "../../../../ui/form-field";
import { useSendProfileInquiry } from "../../api";
import { describeFailure } from "../../failure";
import { TabHeading } from "./tab-heading";

const SUBJECT_OPTIONS = PROFILE_INQUIRY_SUBJECTS.map((subject) => ({ value: subject, label: subject }));

export function InquiryTab({ id, isDealer }: { id: number | string; isDealer: boolean }) {
  const store = useStoreInfo();
  const send = useSendProfileInquiry();
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
          toast.success(messageThanks(store.name));
          form.reset();
        },
        onError: (error) => toast.error(describeFailure(error)),
        onSettled: () => captcha.reset(),
      },
    );
  };

  return (
    <section>
      <TabHeading intro="Ask us about a part, a shipment or an order; we answer by e-mail.">Submit Inquiry</TabHeading>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="max-w-xl space-y-4">
          <FormSelectField name="subject" label="Subject" options={SUBJECT_OPTIONS} placeholder="Choose a subject" />
          <FormTextAreaField name="message" label="Message" hint="At least 20 characters." />
          <CaptchaField captcha={captcha} waiting={waitingForCaptcha} />
          <SubmitButton pending={send.isPending} pendingLabel="Sending...">
            Send Inquiry
          </SubmitButton>
        </form>
      </FormProvider>
    </section>
  );
}
