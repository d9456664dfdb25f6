import type { FocusEvent, HTMLInputTypeAttribute, ReactNode } from "react";
import { useId } from "react";
import { get, useFormContext } from "react-hook-form";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-blue-600 aria-[invalid=true]:border-red-700 read-only:bg-slate-100 read-only:text-slate-700";
export const labelClass = "block text-sm font-medium text-slate-800";
export const errorClass = "mt-1 text-sm text-red-700";

function useFieldIds(name: string, hint?: ReactNode) {
  const id = useId();
  const {
    formState: { errors },
  } = useFormContext();
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, error, errorId, hintId, describedBy };
}

function FieldMessages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  readOnly?: boolean;
  hint?: ReactNode;
  className?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** A labelled input registered with the surrounding form; its error is announced through aria-describedby. */
export function TextField({ name, label, type = "text", autoComplete, inputMode, readOnly, hint, className, onBlur }: TextFieldProps) {
  const { register } = useFormContext();
  const { id, error, errorId, hintId, describedBy } = useFieldIds(name, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...register(name, onBlur ? { onBlur } : undefined)}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

interface TextAreaFieldProps {
  name: string;
  label: string;
  rows?: number;
  hint?: ReactNode;
  className?: string;
}

export function TextAreaField({ name, label, rows = 6, hint, className }: TextAreaFieldProps) {
  const { register } = useFormContext();
  const { id, error, errorId, hintId, describedBy } = useFieldIds(name, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea id={id} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...register(name)} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  autoComplete?: string;
  hint?: ReactNode;
  className?: string;
  onChange?: (value: string) => void;
}

/** A labelled native select; the placeholder is an empty choice. */
export function SelectField({ name, label, options, placeholder, autoComplete, hint, className, onChange }: SelectFieldProps) {
  const { register } = useFormContext();
  const { id, error, errorId, hintId, describedBy } = useFieldIds(name, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...register(name, onChange ? { onChange: (event) => onChange(event.target.value) } : undefined)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function CheckboxField({ name, label, className }: { name: string; label: ReactNode; className?: string }) {
  const { register } = useFormContext();
  const { id, error, errorId, describedBy } = useFieldIds(name);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...register(name)}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70";
export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";
export const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

