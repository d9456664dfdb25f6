import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import type { InquiryKind } from "../../../../domain/contracts/inquiries";
import { type ShippingInquiryForm, shippingInquiryForm } from "../../../../domain/forms";
import { CaptchaField, useCaptcha } from "../../../ui/captcha";
import { InputField, SubmitButton, TextAreaField } from "../../../ui/form-field";
import { isNotFound, useInquiryItem, useSendInquiry } from "../api";
import { inquirySubject } from "../inquiry-kind";

export const INQUIRY_SENT = "Message sent successfully";
export const INQUIRY_FAILED = "Message failed to send";

const MESSAGE_HINTS: Record<InquiryKind, string> = {
  shipping: "Include your postal or ZIP code so we can quote the best shipping option. 10 to 500 characters.",
  eta: "Tell us how many you need and by when. 10 to 500 characters.",
  model: "Tell us where the body should be delivered, or ask us anything about it. 10 to 500 characters.",
};

const emptyForm: ShippingInquiryForm = { name: "", email: "", message: "" };

/** The shipping, ETA or model inquiry form: Name, Email and Message, sent to POST /inquiryOnline. */
export function InquiryForm({ code, kind }: { code: string; kind: InquiryKind }) {
  const send = useSendInquiry();
  const captcha = useCaptcha();
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false);
  const { error: lookupError } = useInquiryItem(code, kind === "model");
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ShippingInquiryForm>({ resolver: zodResolver(shippingInquiryForm), defaultValues: emptyForm });

  const onSubmit = handleSubmit(async (values) => {
    const knownItem = !isNotFound(lookupError);
    if (!captcha.payload) {
      setWaitingForCaptcha(true);
      return;
    }
    setWaitingForCaptcha(false);
    try {
      await send.mutateAsync({
        ...values,
        subject: inquirySubject(kind, code),
        ...(knownItem && code.length <= 40 ? { item: code } : {}),
        kind,
        altcha: captcha.payload,
      });
      toast.success(INQUIRY_SENT);
      reset(emptyForm);
    } catch {
      toast.error(INQUIRY_FAILED);
    } finally {
      captcha.reset();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="inquiry-form-heading" className="space-y-5">
      <h2 id="inquiry-form-heading" className="text-xl font-bold text-slate-900">
        Your question
      </h2>
      <InputField label="Name" autoComplete="name" required error={errors.name?.message} {...register("name")} />
      <InputField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
      <TextAreaField label="Message" rows={6} required hint={MESSAGE_HINTS[kind]} error={errors.message?.message} {...register("message")} />
      <CaptchaField captcha={captcha} waiting={waitingForCaptcha} />
      <SubmitButton pending={isSubmitting}>Send Message</SubmitButton>
    </form>
  );
}
