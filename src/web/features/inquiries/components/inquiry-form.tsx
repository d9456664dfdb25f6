import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import type { InquiryKind } from "../../../../domain/contracts/inquiries";
import { type ShippingInquiryForm, shippingInquiryForm } from "../../../../domain/forms";
import type { MessageKey } from "../../../../domain/i18n/catalogue";
import { en } from "../../../../domain/i18n/en-CA";
import { useWords } from "../../../lib/i18n";
import { CaptchaField, useCaptcha } from "../../../ui/captcha";
import { InputField, SubmitButton, TextAreaField } from "../../../ui/form-field";
import { isNotFound, useInquiryItem, useSendInquiry } from "../api";
import { inquirySubject } from "../inquiry-kind";

/** The English toasts, as tests look for them. */
export const INQUIRY_SENT = en["inquiries.sent"];
export const INQUIRY_FAILED = en["inquiries.failed"];

const MESSAGE_HINTS: Record<InquiryKind, MessageKey> = {
  shipping: "inquiries.form.hint.shipping",
  eta: "inquiries.form.hint.eta",
  model: "inquiries.form.hint.model",
};

const emptyForm: ShippingInquiryForm = { name: "", email: "", message: "" };

/** The shipping, ETA or model inquiry form: Name, Email and Message, sent to POST /inquiryOnline. */
export function InquiryForm({ code, kind }: { code: string; kind: InquiryKind }) {
  const { t } = useWords();
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
      toast.success(t("inquiries.sent"));
      reset(emptyForm);
    } catch {
      toast.error(t("inquiries.failed"));
    } finally {
      captcha.reset();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="inquiry-form-heading" className="space-y-5">
      <h2 id="inquiry-form-heading" className="text-xl font-bold text-slate-900">
        {t("inquiries.form.heading")}
      </h2>
      <InputField label={t("inquiries.form.name")} autoComplete="name" required error={errors.name?.message} {...register("name")} />
      <InputField label={t("inquiries.form.email")} type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
      <TextAreaField
        label={t("inquiries.form.message")}
        rows={6}
        required
        hint={t(MESSAGE_HINTS[kind])}
        error={errors.message?.message}
        {...register("message")}
      />
      <CaptchaField captcha={captcha} waiting={waitingForCaptcha} />
      <SubmitButton pending={isSubmitting}>{t("inquiries.form.send")}</SubmitButton>
    </form>
  );
}
