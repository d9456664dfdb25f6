import { type ComponentProps, useId } from "react";
import { useFormContext } from "react-hook-form";
import { z } from "zod";
import { useFormError } from "../../../ui/form-field";

/** A file chosen in a form's file input (react-hook-form holds its FileList): the file, or `message` when none is. */
export const chosenFile = (message: string) =>
  z.custom<FileList>((files) => files instanceof FileList && files.length > 0, message).transform((files) => files[0]!);

/** A file the form may go without: the one chosen, or null when none is. */
export const optionalFile = () =>
  z
    .custom<FileList | undefined>((files) => files === undefined || files instanceof FileList)
    .transform((files) => (files && files.length > 0 ? files[0]! : null));

type PickerProps = { label: string; accept: string; hint?: string | undefined; error?: string | undefined; disabled?: boolean | undefined } & Pick<
  ComponentProps<"input">,
  "name" | "onChange" | "onBlur" | "ref"
>;

/** A labelled file input with its hint and error announced with it, in the console's look. */
function Picker({ label, accept, hint, error, ...input }: PickerProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="block w-full min-w-0 text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A file input that acts at once on the file chosen (an upload), outside any form's values. */
export function FilePicker({ onChoose, ...props }: Omit<PickerProps, "name" | "onChange" | "onBlur" | "ref"> & { onChoose: (file: File) => void }) {
  return (
    <Picker
      {...props}
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (file) onChoose(file);
      }}
    />
  );
}

/** A file input registered with the surrounding react-hook-form form under `name`; its error is the form's for that name. */
export function FormFilePicker({ name, onPick, ...props }: Omit<PickerProps, "error" | "onChange" | "onBlur" | "ref"> & { name: string; onPick?: () => void }) {
  const { register } = useFormContext();
  return <Picker {...props} error={useFormError(name)} {...register(name, onPick ? { onChange: onPick } : undefined)} />;
}
