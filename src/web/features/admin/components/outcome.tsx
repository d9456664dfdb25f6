import { ApiRequestError } from "../../../lib/api";

/** The words of a failed call: the server's message, or a plain sentence when it gave none. */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    // A refused form's message names fields by their API keys ("courier: ..."); the field messages alone read as sentences.
    const fieldMessages = Object.values(error.fields ?? {});
    return fieldMessages.length > 0 ? fieldMessages.join("; ") : error.message;
  }
  return "Something went wrong. Please try again.";
}

/** What came of an action: the server's refusal (announced at once), or a success line once it is saved. */
export function Outcome({ error, success }: { error: unknown; success: string | null }) {
  if (error) {
    return (
      <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
        {errorText(error)}
      </p>
    );
  }
  return (
    <p role="status" className={success ? "mt-3 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-900" : "sr-only"}>
      {success ?? ""}
    </p>
  );
}

/** What a console page shows when its data could not be loaded. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 px-4 py-3 font-medium text-red-800">
      {errorText(error)}
    </p>
  );
}

/** A refusal inside a form or dialog, announced at once: the server's words for `error`, or else `text`; nothing when there is neither. */
export function Refusal({ error, text }: { error: unknown; text?: string | null }) {
  const words = error ? errorText(error) : text;
  return words ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {words}
    </p>
  ) : null;
}
