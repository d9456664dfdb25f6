import { emptyFitmentRangeForm, type FitmentRangeReply, fitmentRangeForm } from "../../../../domain/contracts/admin-fitment";
import { makeName } from "../../../../domain/fitment";
import type { FitmentRangeInput } from "../../../../domain/fitment-rows";
import { FormInputField, FormSelectField } from "../../../ui/form-field";
import { Spinner } from "../../../ui/spinner";
import { usePartFitment, usePartFitmentSave } from "../fitment-api";
import { useMakes } from "../parts-api";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { cellClass, Panel, smallButtonClass, TableBox, TableHead, tableClass, useOutcome } from "./console-ui";
import { LoadError, Outcome } from "./outcome";

/** A range in words: "1969-1970 CHEVROLET Camaro (SS, 350 V8)". */
export function rangeName(range: Pick<FitmentRangeReply, "year_from" | "year_to" | "make" | "model" | "submodel" | "engine">): string {
  const years = range.year_from === range.year_to ? String(range.year_from) : `${range.year_from}-${range.year_to}`;
  const narrower = [range.submodel, range.engine].filter(Boolean).join(", ");
  return `${years} ${range.make} ${range.model}${narrower ? ` (${narrower})` : ""}`;
}

const toInput = (range: FitmentRangeReply): FitmentRangeInput => ({ ...range });

/** The part's fitment table: one row per range, each with Remove. */
function RangeTable({ ranges, busy, onRemove }: { ranges: readonly FitmentRangeReply[]; busy: boolean; onRemove: (index: number) => void }) {
  if (ranges.length === 0) return <p className="text-sm text-slate-700">No vehicles: a universal part, shown to shoppers as fitting most vehicles.</p>;
  return (
    <TableBox label="Fitment ranges">
      <table className={tableClass}>
        <TableHead heads={["Years", "Make", "Model", "Submodel", "Engine", "Actions"]} />
        <tbody>
          {ranges.map((range, index) => (
            <tr key={rangeName(range)}>
              <td className={`${cellClass} tabular-nums`}>{range.year_from === range.year_to ? range.year_from : `${range.year_from}-${range.year_to}`}</td>
              <td className={cellClass}>{makeName(range.make)}</td>
              <td className={cellClass}>{range.model}</td>
              <td className={cellClass}>{range.submodel ?? "Any"}</td>
              <td className={cellClass}>{range.engine ?? "Any"}</td>
              <td className={cellClass}>
                <button type="button" className={smallButtonClass} disabled={busy} onClick={() => onRemove(index)}>
                  Remove <span className="sr-only">{rangeName(range)}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

/**
 * A part's fitment in the console: its vehicles as year ranges (a range is kept as one row per model
 * year), a range added or removed and saved at once through the part's own fitment call; the part's
 * make, years and the makes it fits follow on the server, by the one rule.
 */
export function FitmentEditor({ item }: { item: string }) {
  const fitment = usePartFitment(item);
  const save = usePartFitmentSave(item);
  const makes = useMakes();
  const outcome = useOutcome();
  const form = useConsoleForm(fitmentRangeForm, emptyFitmentRangeForm);
  const makeOptions = (makes.data?.items ?? []).map((known) => ({ value: known.make, label: known.make }));

  const saved = (verb: string, range: string, after: { year_from: number; year_end: number; fits: string[] }) =>
    `${range} ${verb}. The part now fits ${after.year_from}-${after.year_end}, makes ${after.fits.join(", ")}.`;

  return (
    <Panel title="Vehicles it fits">
      <p className="mb-3 text-sm text-slate-700">
        Adding or removing a range takes effect at once. The part's make, years and the makes it fits follow its vehicles, whatever the form above says.
      </p>
      {fitment.isPending ? (
        <Spinner label="Loading the vehicles..." />
      ) : fitment.isError ? (
        <LoadError error={fitment.error} />
      ) : (
        <div className="space-y-4">
          <RangeTable
            ranges={fitment.data.ranges}
            busy={save.isPending}
            onRemove={async (index) => {
              const removed = fitment.data.ranges[index]!;
              outcome.start();
              try {
                const after = await save.mutateAsync(fitment.data.ranges.filter((_, at) => at !== index).map(toInput));
                outcome.succeed(
                  after.ranges.length > 0 ? saved("removed", rangeName(removed), after) : `${rangeName(removed)} removed. The part is now universal.`,
                );
              } catch (error) {
                outcome.fail(error);
              }
            }}
          />
          <ConsoleForm
            form={form}
            label="Add a range"
            submitLabel="Add range"
            pendingLabel="Adding..."
            onAttempt={outcome.start}
            onSend={async (range) => {
              const after = await save.mutateAsync([...fitment.data.ranges.map(toInput), range]);
              form.reset(emptyFitmentRangeForm);
              outcome.succeed(
                saved("added", rangeName({ ...range, make: range.make.toUpperCase(), submodel: range.submodel ?? null, engine: range.engine ?? null }), after),
              );
            }}
          >
            <fieldset>
              <legend className="text-sm font-semibold text-ink">Add a range</legend>
              <div className="mt-2 grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
                <FormInputField name="year_from" label="From year" inputMode="numeric" />
                <FormInputField name="year_to" label="To year" inputMode="numeric" />
                <FormSelectField name="make" label="Vehicle make" placeholder="Choose a make" options={makeOptions} />
                <FormInputField name="model" label="Vehicle model" />
                <FormInputField name="submodel" label="Submodel" hint="Empty: any" />
                <FormInputField name="engine" label="Engine" hint="Empty: any" />
              </div>
            </fieldset>
          </ConsoleForm>
          <Outcome error={outcome.result.error} success={outcome.result.success} />
        </div>
      )}
    </Panel>
  );
}
