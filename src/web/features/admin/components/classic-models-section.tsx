import { type FormEvent, useState } from "react";
import { type AdminClassicModel, adminClassicModel } from "../../../../domain/contracts/admin-content";
import { formatUsd } from "../../../../domain/money";
import { primaryButtonClass } from "../../../ui/action-styles";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { Dialog } from "../../../ui/dialog";
import { InputField, SubmitButton, TextAreaField } from "../../../ui/form-field";
import { Spinner } from "../../../ui/spinner";
import { useAdminClassicModels, useContentAction, useContentChange } from "../content-api";
import { typedNumber } from "../format";
import { uploadNameOf, uploadToShop } from "../uploads-api";
import { cellClass, EditDeleteButtons, headCellClass, TableBox, tableClass, useOutcome } from "./console-ui";
import { FilePicker } from "./file-picker";
import { fieldError, LoadError, Outcome, Refusal } from "./outcome";

const EMPTY = { item: "", make: "", model: "", years: "", description: "", images: "", includes: "", shipping: "", priceUsd: "", order: "" };
type ModelDraft = typeof EMPTY;

function draftOf(model: AdminClassicModel | null): ModelDraft {
  if (!model) return EMPTY;
  return { ...model, images: model.images.join("\n"), priceUsd: String(model.priceUsd), order: String(model.order) };
}

function bodyOf(draft: ModelDraft, isNew: boolean): Record<string, unknown> {
  const { item, images, priceUsd, order, ...rest } = draft;
  return {
    ...(isNew ? { item } : {}),
    ...rest,
    images: images
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    priceUsd: typedNumber(priceUsd),
    ...(order.trim() === "" ? {} : { order: typedNumber(order) }),
  };
}

/** Adds or edits a classic body model with every field; pictures are uploaded at once and listed by address. */
function ClassicModelDialog({ model, onClose, onSaved }: { model: AdminClassicModel | null; onClose: () => void; onSaved: (model: AdminClassicModel, created: boolean) => void }) {
  const isNew = model === null;
  const save = useContentChange("classic-models", adminClassicModel);
  const [draft, setDraft] = useState(() => draftOf(model));
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const set = (key: keyof ModelDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const errorOf = (key: string) => fieldError(save.error, key);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ path: isNew ? "" : `/${encodeURIComponent(model.item)}`, body: bodyOf(draft, isNew) }, { onSuccess: (saved) => onSaved(saved, isNew) });
  };
  const onPicture = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      const stored = await uploadToShop("classic", uploadNameOf(file.name, draft.item ? `${draft.item}-` : "classic-"), file);
      setDraft((current) => ({ ...current, images: [current.images.trim(), stored.url].filter(Boolean).join("\n") }));
    } catch (error) {
      setUploadError(error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={isNew ? "New classic body model" : `Edit ${model.item}`} size="xl">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {isNew ? <InputField label="Code" value={draft.item} onChange={set("item")} error={errorOf("item")} autoComplete="off" /> : null}
          <InputField label="Make" value={draft.make} onChange={set("make")} error={errorOf("make")} />
          <InputField label="Model" value={draft.model} onChange={set("model")} error={errorOf("model")} />
          <InputField label="Years" value={draft.years} onChange={set("years")} error={errorOf("years")} hint="Like 1967 or 1967-1968" />
          <InputField label="Price (USD)" inputMode="decimal" value={draft.priceUsd} onChange={set("priceUsd")} error={errorOf("priceUsd")} />
          <InputField label="Place" inputMode="numeric" value={draft.order} onChange={set("order")} error={errorOf("order")} hint="Smaller first; empty: last" />
        </div>
        <TextAreaField label="Description" rows={3} value={draft.description} onChange={set("description")} error={errorOf("description")} />
        <TextAreaField label="Includes" rows={3} value={draft.includes} onChange={set("includes")} error={errorOf("includes")} />
        <TextAreaField label="Shipping" rows={2} value={draft.shipping} onChange={set("shipping")} error={errorOf("shipping")} />
        <TextAreaField label="Pictures" rows={3} value={draft.images} onChange={set("images")} error={errorOf("images") ?? fieldError(save.error, "images.0")} hint="One address a line (/images/classic/...); uploading adds one" />
        <FilePicker label="Upload a picture" accept="image/jpeg,image/png,image/webp" disabled={uploading} onChange={onPicture} hint={uploading ? "Uploading..." : "A JPEG, PNG or WebP picture, at most 8 MB."} />
        <Refusal error={uploadError ?? save.error} />
        <SubmitButton pending={save.isPending} pendingLabel="Saving...">
          {isNew ? "Add model" : "Save model"}
        </SubmitButton>
      </form>
    </Dialog>
  );
}

/** Content > Classic models: the classic body models with their pictures, kit, shipping text and USD price. */
export function ClassicModelsSection() {
  const models = useAdminClassicModels();
  const remove = useContentAction("classic-models");
  const outcome = useOutcome();
  const [editing, setEditing] = useState<AdminClassicModel | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminClassicModel | null>(null);
  return (
    <div className="space-y-4">
      <button
        type="button"
        className={primaryButtonClass}
        onClick={() => {
          outcome.start();
          setEditing("new");
        }}
      >
        New model
      </button>
      <Outcome error={outcome.result.error} success={outcome.result.success} />
      {models.isPending ? (
        <Spinner label="Loading classic body models..." />
      ) : models.isError ? (
        <LoadError error={models.error} />
      ) : models.data.rows.length === 0 ? (
        <p className="text-slate-700">There are no classic body models yet.</p>
      ) : (
        <TableBox label="Classic body models">
          <table className={tableClass}>
            <thead>
              <tr>
                {["Code", "Model", "Years", "Price", "Pictures", "Actions"].map((head) => (
                  <th key={head} scope="col" className={headCellClass}>
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {models.data.rows.map((model) => (
                <tr key={model.item}>
                  <td className={`${cellClass} font-medium`}>{model.item}</td>
                  <td className={cellClass}>{`${model.make} ${model.model}`}</td>
                  <td className={`${cellClass} tabular-nums`}>{model.years}</td>
                  <td className={`${cellClass} tabular-nums`}>{formatUsd(model.priceUsd)}</td>
                  <td className={`${cellClass} tabular-nums`}>{model.images.length}</td>
                  <td className={cellClass}>
                    <EditDeleteButtons
                      name={model.item}
                      onEdit={() => {
                        outcome.start();
                        setEditing(model);
                      }}
                      onDelete={() => {
                        remove.reset();
                        setDeleting(model);
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      {editing ? (
        <ClassicModelDialog
          model={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(model, created) => {
            setEditing(null);
            outcome.succeed(`The ${model.make} ${model.model} (${model.item}) is ${created ? "added" : "saved"}.`);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.item ?? ""}`}
        message={`The ${deleting?.make ?? ""} ${deleting?.model ?? ""} is taken off the Classic Body page for good.`}
        confirmLabel="Delete model"
        pending={remove.isPending}
        onConfirm={() => {
          const model = deleting;
          if (!model) return;
          outcome.start();
          remove.mutate(
            { path: `/${encodeURIComponent(model.item)}/delete` },
            { onSuccess: () => outcome.succeed(`${model.item} is deleted.`), onError: outcome.fail, onSettled: () => setDeleting(null) },
          );
        }}
      />
    </div>
  );
}
