import { type FormEvent, useState } from "react";
import { type AdminBanner, adminBanner } from "../../../../domain/contracts/admin-content";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { Dialog } from "../../../ui/dialog";
import { CheckboxField, InputField, SubmitButton } from "../../../ui/form-field";
import { Spinner } from "../../../ui/spinner";
import { useAdminBanners, useContentAction, useContentChange } from "../content-api";
import { uploadNameOf, uploadToShop } from "../uploads-api";
import { cellClass, EditDeleteButtons, headCellClass, Panel, smallButtonClass, TableBox, tableClass, useOutcome } from "./console-ui";
import { FilePicker } from "./file-picker";
import { fieldError, LoadError, Outcome, Refusal } from "./outcome";

const PICTURES = "image/jpeg,image/png,image/webp";

function NewBannerForm({ onCreated }: { onCreated: (banner: AdminBanner) => void }) {
  const create = useContentChange("banners", adminBanner);
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState("");
  const [alt, setAlt] = useState("");
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
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
    let image: string;
    try {
      image = (await uploadToShop("banners", uploadNameOf(file.name, "banner-"), file)).url;
    } catch (error) {
      setUploadError(error);
      return;
    } finally {
      setUploading(false);
    }
    create.mutate(
      { path: "", body: { image, link, alt } },
      {
        onSuccess: (banner) => {
          setFile(null);
          setLink("");
          setAlt("");
          setFormKey((key) => key + 1);
          onCreated(banner);
        },
      },
    );
  };
  return (
    <Panel title="Add a banner">
      <form key={formKey} noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 lg:grid-cols-3">
          <FilePicker
            label="Banner picture"
            accept={PICTURES}
            hint="A JPEG, PNG or WebP picture, at most 8 MB."
            error={missing ? "Choose the banner's picture." : fieldError(create.error, "image")}
            onChange={(chosen) => {
              setFile(chosen);
              setMissing(false);
            }}
          />
          <InputField label="Link" value={link} onChange={(event) => setLink(event.target.value)} error={fieldError(create.error, "link")} hint="A page of the shop, like /specials, or an https:// address" />
          <InputField label="Alt text" value={alt} onChange={(event) => setAlt(event.target.value)} error={fieldError(create.error, "alt")} hint="What the banner says, for people who cannot see it" />
        </div>
        <Refusal error={uploadError ?? create.error} />
        <SubmitButton pending={uploading || create.isPending} pendingLabel={uploading ? "Uploading..." : "Adding..."}>
          Add banner
        </SubmitButton>
      </form>
    </Panel>
  );
}

function EditBannerDialog({ banner, onClose, onSaved }: { banner: AdminBanner; onClose: () => void; onSaved: (banner: AdminBanner) => void }) {
  const save = useContentChange("banners", adminBanner);
  const [link, setLink] = useState(banner.link);
  const [alt, setAlt] = useState(banner.alt);
  const [active, setActive] = useState(banner.active);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ path: `/${banner.seq}`, body: { image: banner.image, link, alt, order: banner.order, active } }, { onSuccess: onSaved });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Edit banner ${banner.seq}`} size="md">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <img src={banner.image} alt="" className="max-h-32 w-full rounded border border-slate-200 object-contain" />
        <InputField label="Link" value={link} onChange={(event) => setLink(event.target.value)} error={fieldError(save.error, "link")} />
        <InputField label="Alt text" value={alt} onChange={(event) => setAlt(event.target.value)} error={fieldError(save.error, "alt")} />
        <CheckboxField label="Shown on the home page" checked={active} onChange={(event) => setActive(event.target.checked)} />
        <Refusal error={save.error} />
        <SubmitButton pending={save.isPending} pendingLabel="Saving...">
          Save banner
        </SubmitButton>
      </form>
    </Dialog>
  );
}

/** Content > Banners: the home page carousel's banners in order; add (upload, then create), edit, move up or down, delete. */
export function BannersSection() {
  const banners = useAdminBanners();
  const order = useContentAction("banners");
  const remove = useContentAction("banners");
  const outcome = useOutcome();
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);

  const move = (rows: readonly AdminBanner[], index: number, by: -1 | 1) => {
    const seqs = rows.map((banner) => banner.seq);
    const [moved] = seqs.splice(index, 1);
    seqs.splice(index + by, 0, moved!);
    outcome.start();
    order.mutate({ path: "/order", body: { seqs } }, { onSuccess: () => outcome.succeed(`Banner ${moved} is moved ${by < 0 ? "up" : "down"}.`), onError: outcome.fail });
  };

  return (
    <div className="space-y-4">
      <NewBannerForm onCreated={(banner) => outcome.succeed(`Banner ${banner.seq} is added and shown on the home page.`)} />
      <Outcome error={outcome.result.error} success={outcome.result.success} />
      {banners.isPending ? (
        <Spinner label="Loading banners..." />
      ) : banners.isError ? (
        <LoadError error={banners.error} />
      ) : banners.data.rows.length === 0 ? (
        <p className="text-slate-700">There are no banners yet.</p>
      ) : (
        <TableBox label="Banners">
          <table className={tableClass}>
            <thead>
              <tr>
                {["Place", "Picture", "Link and alt text", "Shown", "Actions"].map((head) => (
                  <th key={head} scope="col" className={headCellClass}>
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {banners.data.rows.map((banner, index, rows) => (
                <tr key={banner.seq} data-banner={banner.seq}>
                  <td className={`${cellClass} tabular-nums`}>{index + 1}</td>
                  <td className={cellClass}>
                    <img src={banner.image} alt={banner.alt} className="h-12 w-32 rounded border border-slate-200 bg-slate-100 object-contain" />
                  </td>
                  <td className={cellClass}>
                    <span className="block break-all">{banner.link}</span>
                    <span className="block text-slate-700">{banner.alt}</span>
                  </td>
                  <td className={cellClass}>{banner.active ? "Yes" : "Hidden"}</td>
                  <td className={cellClass}>
                    <EditDeleteButtons
                      name={`banner ${banner.seq}`}
                      onEdit={() => {
                        outcome.start();
                        setEditing(banner);
                      }}
                      onDelete={() => {
                        remove.reset();
                        setDeleting(banner);
                      }}
                    >
                      <button type="button" className={smallButtonClass} aria-label={`Move banner ${banner.seq} up`} disabled={index === 0 || order.isPending} onClick={() => move(rows, index, -1)}>
                        Up
                      </button>
                      <button type="button" className={smallButtonClass} aria-label={`Move banner ${banner.seq} down`} disabled={index === rows.length - 1 || order.isPending} onClick={() => move(rows, index, 1)}>
                        Down
                      </button>
                    </EditDeleteButtons>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      {editing ? (
        <EditBannerDialog
          banner={editing}
          onClose={() => setEditing(null)}
          onSaved={(banner) => {
            setEditing(null);
            outcome.succeed(`Banner ${banner.seq} is saved.`);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete banner ${deleting?.seq ?? ""}`}
        message={`The banner "${deleting?.alt ?? ""}" is taken off the home page for good.`}
        confirmLabel="Delete banner"
        pending={remove.isPending}
        onConfirm={() => {
          const banner = deleting;
          if (!banner) return;
          outcome.start();
          remove.mutate(
            { path: `/${banner.seq}/delete` },
            {
              onSuccess: () => outcome.succeed(`Banner ${banner.seq} is deleted.`),
              onError: outcome.fail,
              onSettled: () => setDeleting(null),
            },
          );
        }}
      />
    </div>
  );
}
