import { z } from "zod";
import { type AdminCatalogue, adminCatalogue, catalogueBody, catalogueForm } from "../../../../domain/contracts/admin-content";
import { linkClass } from "../../../ui/action-styles";
import { Dialog } from "../../../ui/dialog";
import { FormInputField } from "../../../ui/form-field";
import { useAdminCatalogues, useContentAction, useContentChange } from "../content-api";
import { uploadNameOf, useUpload } from "../uploads-api";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { Panel, useOutcome } from "./console-ui";
import { chosenFile, FormFilePicker } from "./file-picker";
import { EditableList } from "./list-section";

/** Add a catalogue: the PDF to upload first (its address is the catalogue's file), then its title. */
const newCatalogueForm = z.object({ file: chosenFile("Choose the catalogue's PDF."), ...catalogueBody.pick({ title: true, title_fr: true }).shape });

function NewCatalogueForm({ onCreated }: { onCreated: (catalogue: AdminCatalogue) => void }) {
  const create = useContentChange("catalogs", adminCatalogue);
  const form = useConsoleForm(newCatalogueForm, { title: "", title_fr: "" });
  const { uploading, upload } = useUpload();
  const onSend = async ({ file, title, title_fr }: z.output<typeof newCatalogueForm>) => {
    const stored = await upload("catalogs", uploadNameOf(file.name), file);
    const catalogue = await create.mutateAsync({ path: "", body: { title, title_fr, file: stored.url } });
    form.reset();
    onCreated(catalogue);
  };
  return (
    <Panel title="Add a catalogue">
      <ConsoleForm form={form} onSend={onSend} submitLabel="Add catalogue" pendingLabel={uploading ? "Uploading..." : "Adding..."}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormFilePicker name="file" label="Catalogue PDF" accept="application/pdf,.pdf" hint="A PDF of at most 50 MB." />
          <FormInputField name="title" label="Title" />
          <FormInputField name="title_fr" label="Title (French)" lang="fr-CA" />
          <FormInputField name="title_fr" label="Title (French)" lang="fr-CA" hint="For French pages; empty: they show the title above" />
        </div>
      </ConsoleForm>
    </Panel>
  );
}

function EditCatalogueDialog({
  catalogue,
  onClose,
  onSaved,
}: {
  catalogue: AdminCatalogue;
  onClose: () => void;
  onSaved: (catalogue: AdminCatalogue) => void;
}) {
  const save = useContentChange("catalogs", adminCatalogue);
  const form = useConsoleForm(catalogueForm, { title: catalogue.title, title_fr: catalogue.title_fr, file: catalogue.file, order: String(catalogue.order) });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Edit catalogue ${catalogue.title}`} size="md">
      <ConsoleForm
        form={form}
        onSend={async (body) => onSaved(await save.mutateAsync({ path: `/${catalogue.id}`, body }))}
        submitLabel="Save catalogue"
        pendingLabel="Saving..."
      >
        <FormInputField name="title" label="Title" />
        <FormInputField name="order" label="Place" inputMode="numeric" hint="Smaller first on the Catalog page" />
      </ConsoleForm>
    </Dialog>
  );
}

/** Content > Catalogues: the Catalog page's PDFs; add (upload, then list), edit the title and place, delete. */
export function CataloguesSection() {
  const catalogues = useAdminCatalogues();
  const remove = useContentAction("catalogs");
  const outcome = useOutcome();
  return (
    <EditableList
      list={catalogues}
      outcome={outcome}
      above={<NewCatalogueForm onCreated={(catalogue) => outcome.succeed(`The catalogue "${catalogue.title}" is added to the Catalog page.`)} />}
      loading="Loading catalogues..."
      label="Catalogues"
      empty="There are no catalogues yet."
      rowKey={(catalogue) => catalogue.id}
      columns={[
        { head: "Place", className: "tabular-nums", cell: (catalogue) => catalogue.order },
        { head: "Title", className: "font-medium", cell: (catalogue) => catalogue.title },
        {
          head: "File",
          cell: (catalogue) => (
            <a href={catalogue.file} className={`break-all ${linkClass}`}>
              {catalogue.file}
            </a>
          ),
        },
      ]}
      name={(catalogue) => catalogue.title}
      editor={(catalogue, close) => (
        <EditCatalogueDialog catalogue={catalogue} onClose={close} onSaved={(saved) => close(`The catalogue "${saved.title}" is saved.`)} />
      )}
      remove={remove}
      deletion={{
        title: () => "Delete catalogue",
        message: (catalogue) => `"${catalogue.title}" is taken off the Catalog page. The uploaded file stays.`,
        confirmLabel: "Delete catalogue",
        path: (catalogue) => `/${catalogue.id}/delete`,
        success: (catalogue) => `The catalogue "${catalogue.title}" is deleted.`,
      }}
    />
  );
}
