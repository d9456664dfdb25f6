import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { type DefaultValues, type FieldValues, FormProvider, type Path, type UseFormReturn, useForm, useFormContext } from "react-hook-form";
import type { z } from "zod";
import { ApiRequestError } from "../../../lib/api";
import { secondaryButtonClass } from "../../../ui/action-styles";
import { errorMessages, SubmitButton } from "../../../ui/form-field";
import { Refusal } from "./outcome";

/** A console form's state: the values start from `defaultValues` and are checked with `schema` (a contract, or a form schema that makes one's body). */
export function useConsoleForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
}

/** Marks each field a refusal names (a 400's `fields`) with the server's message, the first one focused. */
function markRefusedFields<Input extends FieldValues>(form: UseFormReturn<Input, unknown, unknown>, refusal: unknown): void {
  if (!(refusal instanceof ApiRequestError)) return;
  Object.entries(refusal.fields ?? {}).forEach(([name, message], index) => {
    form.setError(name as Path<Input>, { type: "server", message }, { shouldFocus: index === 0 });
  });
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The form's refusal: the server's words, or else what the contract found wrong before anything was sent. */
function FormAlert({ refusal, nothing }: { refusal: unknown; nothing: string }) {
  const {
    formState: { errors },
  } = useFormContext();
  // The server's field messages are the refusal's, shown with it; these are the browser's own.
  const messages = [...new Set(errorMessages(errors, "server"))];
  const summary =
    messages.length > 0
      ? `${nothing}: ${messages.length === 1 ? "one field needs" : `${messages.length} fields need`} fixing. ${sentence(messages[0]!)}`
      : null;
  return <Refusal error={refusal} text={summary} />;
}

export interface ConsoleFormProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Sends the checked values; resolves once saved, rejects with the refusal. */
  onSend: (values: Output) => Promise<unknown>;
  submitLabel: ReactNode;
  pendingLabel: string;
  /** How the alert begins when the values are refused before they are sent: "Nothing was saved", "Nothing was sent". */
  nothing?: string;
  /** Called as each submit begins, sent or not. */
  onAttempt?: () => void;
  /** Where a refusal is reported when it is shown outside the form (which may be gone once the page reloads); in the form otherwise. */
  onRefusal?: (refusal: unknown) => void;
  label?: string;
  className?: string;
  submitClassName?: string;
  /** What follows the submit button (a success line). */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * A console form: its fields (react-hook-form, checked by the contract the server parses with), its
 * refusal, and its submit button, busy while the values are sent. A refusal's field messages show on
 * the fields it names, its words in the alert.
 */
export function ConsoleForm<Input extends FieldValues, Output>({
  form,
  onSend,
  submitLabel,
  pendingLabel,
  nothing = "Nothing was saved",
  onAttempt,
  onRefusal,
  label,
  className = "space-y-4",
  submitClassName,
  after,
  children,
}: ConsoleFormProps<Input, Output>) {
  const [refusal, setRefusal] = useState<unknown>(null);
  const begin = () => {
    onAttempt?.();
    setRefusal(null);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    begin();
    try {
      await onSend(values);
    } catch (error) {
      markRefusedFields(form, error);
      if (onRefusal) onRefusal(error);
      else setRefusal(error);
    }
  }, begin);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={label} className={className}>
        {children}
        <FormAlert refusal={refusal} nothing={nothing} />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={pendingLabel} className={submitClassName}>
          {submitLabel}
        </SubmitButton>
        {after}
      </form>
    </FormProvider>
  );
}

/**
 * A list's filters: their fields, checked as the list's query contract reads them, with Search (and
 * Clear, when given). Key it by the address it was filled from, so it starts again from a new one.
 */
export function FilterForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  onSearch,
  onClear,
  label,
  submitLabel = "Search",
  className,
  buttonsClassName,
  children,
}: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  onSearch: (chosen: Output) => void;
  onClear?: () => void;
  label?: string;
  /** The submit button's words: Search for a list, Show for a report. */
  submitLabel?: string;
  className: string;
  buttonsClassName: string;
  children: ReactNode;
}) {
  const form = useConsoleForm(schema, defaultValues);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSearch)} aria-label={label} className={className}>
        {children}
        <div className={buttonsClassName}>
          <SubmitButton pending={false}>{submitLabel}</SubmitButton>
          {onClear ? (
            <button type="button" className={secondaryButtonClass} onClick={onClear}>
              Clear
            </button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
