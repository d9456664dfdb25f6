import { type FormEvent, useState } from "react";
import { type AdminCatalogue, adminCatalogue } from "../../../../domain/contracts/admin-content";
import { linkClass } from "../../../ui/action-styles";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { Dialog } from "../../../ui/dialog";
import { InputField, SubmitButton } from "../../../ui/form-field";
import { Spinner } from "../../../ui/spinner";
import { useAdminCatalogues, useContentAction, useContentChange } from "../content-api";
import { uploadNameOf, uploadToShop } from "../uploads-api";
import { cellClass, EditDeleteButtons, headCellClass, Panel, TableBox, tableClass, useOutcome } from "./console-ui";
import { FilePicker } from "./file-picker";
import { fieldError, LoadError, Outcome, Refusal } from "./outcome";

function NewCatalogueForm({ onCreated }: { onCreated: (catalogue: AdminCatalogue) => void }) {
  const create = useContentChange("catalogs", adminCatalogue);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState("");
  const [missing, setMissing] = useState(false);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    setUploadError(null);
    if (!file) {
      setMissing(true);
      return;
    }
    setUploading(true);
    let path: string;
    try {
      path = (await uploadToShop("catalogs", uploadNameOf(file.name), file)).url;
    } catch (error) {
      setUploadError(error);
      return;
    } finally {
      setUploading(false);
    }
    create.mutate(
      { path: "", body: { title, file: path } },
      {
        onSuccess: (catalogue) => {
          setFile(null);
          setTitle("");
          setFormKey((key) => key + 1);
          onCreated(catalogue);
        },
      },
    );
  };
  return (
    <Panel title="Add a catalogue">
      <form key={formKey} noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <FilePicker
            label="Catalogue PDF"
            accept="application/pdf,.pdf"
            hint="A PDF of at most 50 MB."
            error={missing ? "Choose the catalogue's PDF." : fieldError(create.error, "file")}
            onChange={(chosen) => {
              setFile(chosen);
              setMissing(false);
            }}
          />
          <InputField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} error={fieldError(create.error, "title")} />
        </div>
        <Refusal error={uploadError ?? create.error} />
        <SubmitButton pending={uploading || create.isPending} pendingLabel={uploading ? "Uploading..." : "Adding..."}>
          Add catalogue
        </SubmitButton>
      </form>
    </Panel>
  );
}

function EditCatalogueDialog({ catalogue, onClose, onSaved }: { catalogue: AdminCatalogue; onClose: () => void; onSaved: (catalogue: AdminCatalogue) => void }) {
  const save = useContentChange("catalogs", adminCatalogue);
  const [title, setTitle] = useState(catalogue.title);
  const [order, setOrder] = useState(String(catalogue.order));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const place = Number(order.trim());
    save.mutate({ path: `/${catalogue.id}`, body: { title, file: catalogue.file, order: order.trim() === "" || Number.isNaN(place) ? order : place } }, { onSuccess: onSaved });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Edit catalogue ${catalogue.title}`} size="md">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <InputField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} error={fieldError(save.error, "title")} />
        <InputField label="Place" inputMode="numeric" value={order} onChange={(event) => setOrder(event.target.value)} error={fieldError(save.error, "order")} hint="Smaller first on the Catalog page" />
        <Refusal error={save.error} />
        <SubmitButton pending={save.isPending} pendingLabel="Saving...">
          Save catalogue
        </SubmitButton>
      </form>
    </Dialog>
  );
}

/** Content > Catalogues: the Catalog page's PDFs; add (upload, then list), edit the title and place, delete. */
export function CataloguesSection() {
  const catalogues = useAdminCatalogues();
  const remove = useContentAction("catalogs");
  const outcome = useOutcome();
  const [editing, setEditing] = useState<AdminCatalogue | null>(null);
  const [deleting, setDeleting] = useState<AdminCatalogue | null>(null);
  return (
    <div className="space-y-4">
      <NewCatalogueForm onCreated={(catalogue) => outcome.succeed(`The catalogue "${catalogue.title}" is added to the Catalog page.`)} />
      <Outcome error={outcome.result.error} success={outcome.result.success} />
      {catalogues.isPending ? (
        <Spinner label="Loading catalogues..." />
      ) : catalogues.isError ? (
        <LoadError error={catalogues.error} />
      ) : catalogues.data.rows.length === 0 ? (
        <p className="text-slate-700">There are no catalogues yet.</p>
      ) : (
        <TableBox label="Catalogues">
          <table className={tableClass}>
            <thead>
              <tr>
                {["Place", "Title", "File", "Actions"].map((head) => (
                  <th key={head} scope="col" className={headCellClass}>
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {catalogues.data.rows.map((catalogue) => (
                <tr key={catalogue.id}>
                  <td className={`${cellClass} tabular-nums`}>{catalogue.order}</td>
                  <td className={`${cellClass} font-medium`}>{catalogue.title}</td>
                  <td className={cellClass}>
                    <a href={catalogue.file} className={`break-all ${linkClass}`}>
                      {catalogue.file}
                    </a>
                  </td>
                  <td className={cellClass}>
                    <EditDeleteButtons
                      name={catalogue.title}
                      onEdit={() => {
                        outcome.start();
                        setEditing(catalogue);
                      }}
                      onDelete={() => {
                        remove.reset();
                        setDeleting(catalogue);
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
        <EditCatalogueDialog
          catalogue={editing}
          onClose={() => setEditing(null)}
          onSaved={(catalogue) => {
            setEditing(null);
            outcome.succeed(`The catalogue "${catalogue.title}" is saved.`);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete catalogue"
        message={`"${deleting?.title ?? ""}" is taken off the Catalog page. The uploaded file stays.`}
        confirmLabel="Delete catalogue"
        pending={remove.isPending}
        onConfirm={() => {
          const catalogue = deleting;
          if (!catalogue) return;
          outcome.start();
          remove.mutate(
            { path: `/${catalogue.id}/delete` },
            { onSuccess: () => outcome.succeed(`The catalogue "${catalogue.title}" is deleted.`), onError: outcome.fail, onSettled: () => setDeleting(null) },
          );
        }}
      />
    </div>
  );
}
