import { type ComponentProps, type ReactNode, useId } from "react";

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

const controlClass =
  "block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

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
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export type InputFieldProps = FieldProps & Omit<ComponentProps<"input">, "className">;

/** A labelled text input whose error and hint are announced with it (aria-describedby, aria-invalid). */
export function InputField({ label, error, hint, className, id, required, "aria-describedby": describedBy, ...input }: InputFieldProps) {
  const { controlId, hintId, errorId, aria } = useFieldIds(id, error, hint, describedBy);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} controlId={controlId} hintId={hintId} errorId={errorId} required={required}>
      <input id={controlId} required={required} className={controlClass} {...aria} {...input} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldProps & Omit<ComponentProps<"textarea">, "className">;

/** A labelled multi-line input, wired like InputField. */
export function TextAreaField({ label, error, hint, className, id, required, rows = 5, "aria-describedby": describedBy, ...textarea }: TextAreaFieldProps) {
  const { controlId, hintId, errorId, aria } = useFieldIds(id, error, hint, describedBy);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} controlId={controlId} hintId={hintId} errorId={errorId} required={required}>
      <textarea id={controlId} required={required} rows={rows} className={`${controlClass} resize-y`} {...aria} {...textarea} />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldProps & Omit<ComponentProps<"select">, "className">;

/** A labelled native select (pass <option>s as children), wired like InputField. */
export function SelectField({ label, error, hint, className, id, required, children, "aria-describedby": describedBy, ...select }: SelectFieldProps) {
  const { controlId, hintId, errorId, aria } = useFieldIds(id, error, hint, describedBy);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} controlId={controlId} hintId={hintId} errorId={errorId} required={required}>
      <select id={controlId} required={required} className={controlClass} {...aria} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
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
