import { useState } from "react";
import {
  type AdminClassicModel,
  adminClassicModel,
  classicModelForm,
  classicModelFormOf,
  newClassicModelForm,
} from "../../../../domain/contracts/admin-content";
import { formatUsd } from "../../../../domain/money";
import { primaryButtonClass } from "../../../ui/action-styles";
import { Dialog } from "../../../ui/dialog";
import { FormInputField, FormTextAreaField } from "../../../ui/form-field";
import { useAdminClassicModels, useContentAction, useContentChange } from "../content-api";
import { uploadNameOf, useUpload } from "../uploads-api";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { useOutcome } from "./console-ui";
import { FilePicker } from "./file-picker";
import { EditableList } from "./list-section";
import { Refusal } from "./outcome";

/** Adds or edits a classic body model with every field; pictures are uploaded at once and listed by address. */
function ClassicModelDialog({
  model,
  onClose,
  onSaved,
}: {
  model: AdminClassicModel | null;
  onClose: () => void;
  onSaved: (model: AdminClassicModel, created: boolean) => void;
}) {
  const isNew = model === null;
  const save = useContentChange("classic-models", adminClassicModel);
  const form = useConsoleForm(isNew ? newClassicModelForm : classicModelForm, classicModelFormOf(model));
  const [uploadError, setUploadError] = useState<unknown>(null);
  const { uploading, upload } = useUpload();
  const onPicture = async (file: File) => {
    const code = form.getValues("item");
    setUploadError(null);
    try {
      const stored = await upload("classic", uploadNameOf(file.name, code ? `${code}-` : "classic-"), file);
      form.setValue("images", [form.getValues("images").trim(), stored.url].filter(Boolean).join("\n"));
    } catch (error) {
      setUploadError(error);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={isNew ? "New classic body model" : `Edit ${model.item}`} size="xl">
      <ConsoleForm
        form={form}
        onSend={async (body) => onSaved(await save.mutateAsync({ path: isNew ? "" : `/${encodeURIComponent(model.item)}`, body }), isNew)}
        submitLabel={isNew ? "Add model" : "Save model"}
        pendingLabel="Saving..."
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {isNew ? <FormInputField name="item" label="Code" autoComplete="off" /> : null}
          <FormInputField name="make" label="Make" />
          <FormInputField name="model" label="Model" />
          <FormInputField name="years" label="Years" hint="Like 1967 or 1967-1968" />
          <FormInputField name="priceUsd" label="Price (USD)" inputMode="decimal" />
          <FormInputField name="order" label="Place" inputMode="numeric" hint="Smaller first; empty: last" />
        </div>
        <FormTextAreaField name="description" label="Description" rows={3} />
        <FormTextAreaField name="includes" label="Includes" rows={3} />
        <FormTextAreaField name="shipping" label="Shipping" rows={2} />
        <FormTextAreaField name="descriptionFr" label="Description (French)" lang="fr-CA" rows={3} hint="For French pages; empty: they show the English" />
        <FormTextAreaField name="includesFr" label="Includes (French)" lang="fr-CA" rows={3} />
        <FormTextAreaField name="shippingFr" label="Shipping (French)" lang="fr-CA" rows={2} />
        <FormTextAreaField name="images" label="Pictures" rows={3} hint="One address a line (/images/classic/...); uploading adds one" />
        <FilePicker
          label="Upload a picture"
          accept="image/jpeg,image/png,image/webp"
          disabled={uploading}
          onChoose={onPicture}
          hint={uploading ? "Uploading..." : "A JPEG, PNG or WebP picture, at most 8 MB."}
        />
        <Refusal error={uploadError} />
      </ConsoleForm>
    </Dialog>
  );
}

/** Content > Classic models: the classic body models with their pictures, kit, shipping text and USD price. */
export function ClassicModelsSection() {
  const models = useAdminClassicModels();
  const remove = useContentAction("classic-models");
  const outcome = useOutcome();
  const [creating, setCreating] = useState(false);
  const savedLine = (model: AdminClassicModel, created: boolean) => `The ${model.make} ${model.model} (${model.item}) is ${created ? "added" : "saved"}.`;
  return (
    <EditableList
      list={models}
      outcome={outcome}
      above={
        <button
          type="button"
          className={primaryButtonClass}
          onClick={() => {
            outcome.start();
            setCreating(true);
          }}
        >
          New model
        </button>
      }
      loading="Loading classic body models..."
      label="Classic body models"
      empty="There are no classic body models yet."
      rowKey={(model) => model.item}
      columns={[
        { head: "Code", className: "font-medium", cell: (model) => model.item },
        { head: "Model", cell: (model) => `${model.make} ${model.model}` },
        { head: "Years", className: "tabular-nums", cell: (model) => model.years },
        { head: "Price", className: "tabular-nums", cell: (model) => formatUsd(model.priceUsd) },
        { head: "Pictures", className: "tabular-nums", cell: (model) => model.images.length },
      ]}
      name={(model) => model.item}
      editor={(model, close) => <ClassicModelDialog model={model} onClose={close} onSaved={(saved, created) => close(savedLine(saved, created))} />}
      remove={remove}
      deletion={{
        title: (model) => `Delete ${model.item}`,
        message: (model) => `The ${model.make} ${model.model} is taken off the Classic Body page for good.`,
        confirmLabel: "Delete model",
        path: (model) => `/${encodeURIComponent(model.item)}/delete`,
        success: (model) => `${model.item} is deleted.`,
      }}
    >
      {creating ? (
        <ClassicModelDialog
          model={null}
          onClose={() => setCreating(false)}
          onSaved={(saved, created) => {
            setCreating(false);
            outcome.succeed(savedLine(saved, created));
          }}
        />
      ) : null}
    </EditableList>
  );
}
