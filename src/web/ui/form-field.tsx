import { type ComponentProps, createContext, type ReactNode, useContext, useId } from "react";
import { get, type RegisterOptions, useFormContext } from "react-hook-form";
import { readMessage } from "../../domain/forms";
import { createTranslator } from "../../domain/i18n/catalogue";
import { en } from "../../domain/i18n/en-CA";
import { useWords } from "../lib/i18n";

/**
 * How a form draws its controls. "outlined": a dark outline, ringed in red when invalid (the contact
 * and inquiry forms). "soft": a grey outline that turns blue when focused (the account pages). Both
 * share one set of fields, labels and error wiring; only the drawing differs.
 */
export type FieldLookName = "outlined" | "soft";

const LOOKS: Record<FieldLookName, { control: string; error: string }> = {
  outlined: {
    control:
      "block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700",
    error: "text-sm font-medium text-red-700",
  },
  soft: {
    control:
      "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-blue-600 aria-[invalid=true]:border-red-700 read-only:bg-slate-100 read-only:text-slate-700",
    error: "text-sm text-red-700",
  },
};

const FieldLookContext = createContext<FieldLookName>("outlined");

/** Draws every field inside it in the given look. */
export function FieldLook({ look, children }: { look: FieldLookName; children: ReactNode }) {
  return <FieldLookContext.Provider value={look}>{children}</FieldLookContext.Provider>;
}

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

/** The ids and aria attributes that tie a control to its label, hint and error text. */
function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode, describedBy: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return {
    controlId,
    hintId,
    errorId,
    aria: { "aria-invalid": error ? true : undefined, "aria-describedby": describedByIds || undefined },
  };
}

/** A field's error as the page's reader reads it: the shared schemas give message keys (decision 037), a server its own words. */
function useErrorText(error: string | undefined): string | undefined {
  const { t } = useWords();
  return error === undefined ? undefined : readMessage(t, error);
}

function FieldMessages({ hint, hintId, error: message, errorId }: { hint: ReactNode; hintId: string; error: string | undefined; errorId: string }) {
  const look = LOOKS[useContext(FieldLookContext)];
  const error = useErrorText(message);
  return (
    <>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={look.error}>
          {error}
        </p>
      )}
    </>
  );
}

function FieldFrame({
  label,
  error,
  hint,
  className = "",
  controlId,
  hintId,
  errorId,
  required,
  children,
}: FieldProps & { controlId: string; hintId: string; errorId: string; required?: boolean | undefined; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type InputFieldProps = FieldProps & Omit<ComponentProps<"input">, "className">;

/** A labelled text input whose error and hint are announced with it (aria-describedby, aria-invalid). */
export function InputField({ label, error, hint, className, id, required, "aria-describedby": describedBy, ...input }: InputFieldProps) {
  const { controlId, hintId, errorId, aria } = useFieldIds(id, error, hint, describedBy);
  const look = LOOKS[useContext(FieldLookContext)];
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} controlId={controlId} hintId={hintId} errorId={errorId} required={required}>
      <input id={controlId} required={required} className={look.control} {...aria} {...input} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldProps & Omit<ComponentProps<"textarea">, "className">;

/** A labelled multi-line input, wired like InputField. */
export function TextAreaField({ label, error, hint, className, id, required, rows = 6, "aria-describedby": describedBy, ...textarea }: TextAreaFieldProps) {
  const { controlId, hintId, errorId, aria } = useFieldIds(id, error, hint, describedBy);
  const look = LOOKS[useContext(FieldLookContext)];
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} controlId={controlId} hintId={hintId} errorId={errorId} required={required}>
      <textarea id={controlId} required={required} rows={rows} className={`${look.control} resize-y`} {...aria} {...textarea} />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldProps & Omit<ComponentProps<"select">, "className">;

/** A labelled native select (pass <option>s as children), wired like InputField. */
export function SelectField({ label, error, hint, className, id, required, children, "aria-describedby": describedBy, ...select }: SelectFieldProps) {
  const { controlId, hintId, errorId, aria } = useFieldIds(id, error, hint, describedBy);
  const look = LOOKS[useContext(FieldLookContext)];
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} controlId={controlId} hintId={hintId} errorId={errorId} required={required}>
      <select id={controlId} required={required} className={look.control} {...aria} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

export type CheckboxFieldProps = Omit<FieldProps, "hint"> & Omit<ComponentProps<"input">, "className" | "type">;

/** A checkbox with its label beside it; its error is announced with it. */
export function CheckboxField({ label, error, className = "", id, "aria-describedby": describedBy, ...input }: CheckboxFieldProps) {
  const { controlId, errorId, aria } = useFieldIds(id, error, undefined, describedBy);
  const look = LOOKS[useContext(FieldLookContext)];
  const errorText = useErrorText(error);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input id={controlId} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" {...aria} {...input} />
        <label htmlFor={controlId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {errorText && (
        <p id={errorId} className={`mt-1 ${look.error}`}>
          {errorText}
        </p>
      )}
    </div>
  );
}

/** Every message of a react-hook-form error entry as it is held: a key of a shared schema, or a text. */
function heldMessages(entry: unknown, except?: string): string[] {
  if (!entry || typeof entry !== "object") return [];
  const { message, type } = entry as { message?: unknown; type?: unknown };
  if (except !== undefined && type === except) return [];
  if (typeof message === "string" && message !== "") return [message];
  return Object.entries(entry).flatMap(([key, value]) => (key === "ref" || key === "types" ? [] : heldMessages(value, except)));
}

const english = createTranslator("en-CA", en);

/**
 * Every message of a react-hook-form error entry, in order: a field's own, or those under it (the lines
 * of a list held in one box, the rows of a table), leaving out entries of the type `except` names.
 * In English: the staff console's summaries (a field shows its own in the page's language).
 */
export function errorMessages(entry: unknown, except?: string): string[] {
  return heldMessages(entry, except).map((message) => readMessage(english.t, message));
}

/** The error react-hook-form holds for a field of the surrounding form, by its (dotted) name, or the first of those under it; a field reads it in the page's language. */
export function useFormError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  return heldMessages(get(errors, name))[0];
}

type Bound<P> = Omit<P, "error" | "name" | "onBlur" | "onChange"> & { name: string };

/** An InputField registered with the surrounding react-hook-form form; onBlur runs after the form's own. */
export function FormInputField({ name, onBlur, ...props }: Bound<InputFieldProps> & { onBlur?: RegisterOptions["onBlur"] }) {
  const { register } = useFormContext();
  return <InputField {...props} error={useFormError(name)} {...register(name, onBlur ? { onBlur } : undefined)} />;
}

/** A TextAreaField registered with the surrounding react-hook-form form. */
export function FormTextAreaField({ name, ...props }: Bound<TextAreaFieldProps>) {
  const { register } = useFormContext();
  return <TextAreaField {...props} error={useFormError(name)} {...register(name)} />;
}

/** A choice of a select: what is sent, and what is shown. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A SelectField of the given options registered with the surrounding form; the placeholder is an empty choice, onChange gets the chosen value. */
export function FormSelectField({
  name,
  options,
  placeholder,
  onChange,
  ...props
}: Omit<Bound<SelectFieldProps>, "children"> & { options: readonly SelectOption[]; placeholder?: string; onChange?: (value: string) => void }) {
  const { register } = useFormContext();
  return (
    <SelectField {...props} error={useFormError(name)} {...register(name, onChange ? { onChange: (event) => onChange(event.target.value) } : undefined)}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** A CheckboxField registered with the surrounding react-hook-form form. */
export function FormCheckboxField({ name, ...props }: Bound<CheckboxFieldProps>) {
  const { register } = useFormContext();
  return <CheckboxField {...props} error={useFormError(name)} {...register(name)} />;
}

export type SubmitButtonProps = Omit<ComponentProps<"button">, "type"> & {
  pending: boolean;
  children: ReactNode;
  /** What the button says while the form is sending ("Sending..."); its usual text otherwise. */
  pendingLabel?: ReactNode;
};

/** A form's submit button: while the form is sending it shows a spinner, is busy and cannot be pressed again. */
export function SubmitButton({ pending, children, pendingLabel, className = "", disabled, ...button }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-80 ${className}`}
      {...button}
    >
      {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/50 border-t-white" />}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
