import { z } from "zod";

// How a form whose boxes hold text (an amount, a percentage, a line per picture) becomes the body a
// contract reads: the form's own schema turns its text into the body, and the contract the server
// parses the body with checks it in the browser too, so each rule and its words live once.

/** One text box for each of `names`: a form's fields before its schema reads what they hold. */
export function textBoxes<Name extends string>(names: readonly Name[]): z.ZodObject<Record<Name, z.ZodString>> {
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) as z.ZodObject<Record<Name, z.ZodString>>;
}

/** A number typed in a box as a contract takes it: the number, or the trimmed text itself, so the contract's rule names what is wrong with it. */
export function typedNumber(text: string): number | string {
  const trimmed = text.trim();
  return trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** An amount typed in a box, a leading $ allowed ("$120" is 120). */
export function typedAmount(text: string): number | string {
  return typedNumber(text.trim().replace(/^\$\s*/, ""));
}

/** A box that may be left empty: null when it is, else the number typed. */
export function typedNumberOrNull(text: string): number | string | null {
  return text.trim() === "" ? null : typedNumber(text);
}

/** The lines of a text box, each trimmed, blank ones left out. */
export function textLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * A form's schema: its `fields` as typed, made into `contract`'s body by `toBody`, which the contract
 * then checks (its messages at its paths, which are the form's names for the same fields). The body is
 * kept as the form made it rather than as the contract parses it: what the contract fills in or
 * derives (a dealer's blank contact details, a tax row's combined rate, a make in capitals) is the
 * server's to do when it parses the body.
 */
export function formFor<F extends z.ZodType, C extends z.ZodType>(
  fields: F,
  toBody: (values: z.output<F>) => unknown,
  contract: C,
): z.ZodType<z.input<C>, z.input<F>> {
  const checked = fields.transform(toBody).superRefine((body, context) => {
    const result = contract.safeParse(body);
    if (result.success) return;
    for (const issue of result.error.issues) context.addIssue({ code: "custom", message: issue.message, path: issue.path });
  });
  return checked as unknown as z.ZodType<z.input<C>, z.input<F>>;
}
