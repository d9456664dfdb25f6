import { Link, useLocation, useNavigate } from "react-router";
import type { StaffPartDetail } from "../../../../domain/contracts/admin-parts";
import { formatCad } from "../../../../domain/money";
import { linkClass } from "../../../ui/action-styles";
import { Spinner } from "../../../ui/spinner";
import { ConsolePage, useOutcome } from "../components/console-ui";
import { FitmentEditor } from "../components/fitment-editor";
import { LoadError, Outcome } from "../components/outcome";
import { PartFacts, PartForm } from "../components/part-form";
import { usePartFitment } from "../fitment-api";
import { usePartSave, useStaffPart, useStockAlertsWaiting } from "../parts-api";

/** How many shoppers asked to be mailed when the part arrives (they are mailed once its stock is above 0). */
export function waitingLine(waiting: number): string {
  if (waiting === 0) return "Nobody is waiting for a back-in-stock mail about this part.";
  return `${waiting === 1 ? "1 person waits" : `${waiting} people wait`} to be mailed when it arrives; they are mailed once its stock is above 0.`;
}

function StockAlertsWaiting({ item }: { item: string }) {
  const waiting = useStockAlertsWaiting(item);
  if (!waiting.data) return null;
  return <p className="text-sm text-slate-700">{waitingLine(waiting.data.waiting)}</p>;
}

/** What the server answered for a saved part, in a sentence. */
export function savedLine(part: StaffPartDetail, created: boolean): string {
  return `Part ${part.item} is ${created ? "created" : "saved"}: list price ${formatCad(part.pricel)}, ${part.onhand} on hand.`;
}

const back = (
  <Link to="/admin/parts" className={linkClass}>
    Back to parts
  </Link>
);

/** /admin/parts/new: a new part with every field. */
export function NewPartPage() {
  const save = usePartSave(null);
  const navigate = useNavigate();
  return (
    <ConsolePage title="New part" intro={back}>
      <PartForm
        part={null}
        save={save}
        onSaved={(part) => navigate(`/admin/parts/${encodeURIComponent(part.item)}`, { state: { saved: savedLine(part, true) } })}
      />
    </ConsolePage>
  );
}

/** /admin/parts/:item: every field of one part, saved all at once; the server's answer is reported. */
export function PartPage({ item }: { item: string }) {
  const part = useStaffPart(item);
  const fitment = usePartFitment(item);
  const save = usePartSave(item);
  const outcome = useOutcome();
  const arrived = (useLocation().state as { saved?: string } | null)?.saved ?? null;
  const success = outcome.result.success ?? arrived;
  return (
    <ConsolePage title={`Part ${item}`} intro={back}>
      {part.isPending ? (
        <Spinner label="Loading the part..." />
      ) : part.isError ? (
        <LoadError error={part.error} />
      ) : (
        <div className="space-y-5">
          {/* Started again when a fitment change moves the make, model, years or makes the part fits. */}
          <PartForm
            key={[part.data.make, part.data.model, part.data.year_from, part.data.year_end, ...part.data.fits].join("|")}
            part={part.data}
            save={save}
            followsFitment={(fitment.data?.ranges.length ?? 0) > 0}
            onSaved={(saved) => outcome.succeed(savedLine(saved, false))}
          />
          <Outcome error={null} success={save.isPending || save.isError ? null : success} />
          <FitmentEditor item={part.data.item} />
          <StockAlertsWaiting item={part.data.item} />
          <PartFacts part={part.data} />
        </div>
      )}
    </ConsolePage>
  );
}
