import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { type ContactForm as ContactFormValues, contactForm } from "../../../../domain/forms";
import { ApiRequestError, errorText } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { useStoreInfo } from "../../../lib/store-info";
import { CaptchaField, useCaptcha } from "../../../ui/captcha";
import { InputField, SubmitButton, TextAreaField } from "../../../ui/form-field";
import { useSendContactMessage } from "../api";

const emptyForm: ContactFormValues = { firstName: "", lastName: "", email: "", subject: "", message: "" };

/** The Contact Us message form: validated with the shared contactForm schema, sent as {name, email, subject, message}. */
export function ContactForm() {
  const store = useStoreInfo();
  const { t } = useWords();
  const [sent, setSent] = useState(false);
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false);
  const captcha = useCaptcha();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ resolver: zodResolver(contactForm), defaultValues: emptyForm });

  const onSubmit = handleSubmit(async ({ firstName, lastName, email, subject, message }) => {
    setSent(false);
    if (!captcha.payload) {
      setWaitingForCaptcha(true);
      return;
    }
    setWaitingForCaptcha(false);
    try {
      await send.mutateAsync({ name: `${firstName} ${lastName}`, email, subject, message, altcha: captcha.payload });
      reset(emptyForm);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const field of ["email", "subject", "message"] as const) {
          const text = error.fields?.[field];
          if (text) setError(field, { message: text });
        }
        toast.error(errorText(error, t));
      } else {
        toast.error(t("content.contact.notSent"));
      }
    } finally {
      captcha.reset();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-heading" className="space-y-5">
      <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
        {t("content.contact.formTitle")}
      </h2>
      <p className="text-sm text-slate-700">{t("content.contact.allRequired")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label={t("content.contact.firstName")} autoComplete="given-name" required error={errors.firstName?.message} {...register("firstName")} />
        <InputField label={t("content.contact.lastName")} autoComplete="family-name" required error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <InputField label={t("content.contact.email")} type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
      <InputField label={t("content.contact.subject")} required error={errors.subject?.message} {...register("subject")} />
      <TextAreaField
        label={t("content.contact.message")}
        rows={6}
        required
        hint={t("content.contact.messageHint")}
        error={errors.message?.message}
        {...register("message")}
      />
      <CaptchaField captcha={captcha} waiting={waitingForCaptcha} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={isSubmitting}>{t("content.contact.send")}</SubmitButton>
      </div>
      <div role="status" aria-live="polite">
        {sent && <p className="rounded-md border border-green-300 bg-green-50 p-4 font-medium text-green-900">{t("content.thanks", { store: store.name })}</p>}
      </div>
    </form>
  );
}
