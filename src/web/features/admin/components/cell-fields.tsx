import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { useFormError } from "../../../ui/form-field";

/** A table cell's box, named by its column and row ("Price, row 2"), with its error under it. */
export function CellInput({
  name,
  label,
  disabled = false,
  inputMode = "decimal",
  className = "w-24",
}: {
  name: string;
  label: string;
  disabled?: boolean;
  inputMode?: "decimal" | "text";
  className?: string;
}) {
  const { register } = useFormContext();
  const error = useFormError(name);
  const errorId = useId();
  return (
    <>
      <input
        aria-label={label}
        inputMode={inputMode}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block ${className} rounded-md border border-slate-400 px-2 py-1 disabled:bg-slate-100 aria-[invalid=true]:border-red-700`}
        {...register(name)}
      />
      {error ? (
        <span id={errorId} className="mt-1 block text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </>
  );
}

/** A table cell's choice of `choices`, named by its column and row. */
export function CellSelect({
  name,
  label,
  choices,
  onChoose,
}: {
  name: string;
  label: string;
  choices: readonly string[];
  onChoose?: (value: string) => void;
}) {
  const { register } = useFormContext();
  return (
    <select
      aria-label={label}
      className="block rounded-md border border-slate-400 px-2 py-1"
      {...register(name, onChoose ? { onChange: (event) => onChoose(event.target.value) } : undefined)}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </select>
  );
}
