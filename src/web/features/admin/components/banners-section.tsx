import { z } from "zod";
import { type AdminBanner, adminBanner, bannerBody } from "../../../../domain/contracts/admin-content";
import { Dialog } from "../../../ui/dialog";
import { FormCheckboxField, FormInputField } from "../../../ui/form-field";
import { useAdminBanners, useContentAction, useContentChange } from "../content-api";
import { uploadNameOf, useUpload } from "../uploads-api";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { Panel, smallButtonClass, useOutcome } from "./console-ui";
import { chosenFile, FormFilePicker } from "./file-picker";
import { EditableList } from "./list-section";

const PICTURES = "image/jpeg,image/png,image/webp";

/** Add a banner: the picture to upload first (its address is the banner's image), then the banner's link and alt text. */
const newBannerForm = z.object({ picture: chosenFile("Choose the banner's picture."), ...bannerBody.pick({ link: true, alt: true }).shape });

function NewBannerForm({ onCreated }: { onCreated: (banner: AdminBanner) => void }) {
  const create = useContentChange("banners", adminBanner);
  const form = useConsoleForm(newBannerForm, { link: "", alt: "" });
  const { uploading, upload } = useUpload();
  const onSend = async ({ picture, link, alt }: z.output<typeof newBannerForm>) => {
    const stored = await upload("banners", uploadNameOf(picture.name, "banner-"), picture);
    const banner = await create.mutateAsync({ path: "", body: { image: stored.url, link, alt } });
    form.reset();
    onCreated(banner);
  };
  return (
    <Panel title="Add a banner">
      <ConsoleForm form={form} onSend={onSend} submitLabel="Add banner" pendingLabel={uploading ? "Uploading..." : "Adding..."}>
        <div className="grid gap-4 lg:grid-cols-3">
          <FormFilePicker name="picture" label="Banner picture" accept={PICTURES} hint="A JPEG, PNG or WebP picture, at most 8 MB." />
          <FormInputField name="link" label="Link" hint="A page of the shop, like /specials, or an https:// address" />
          <FormInputField name="alt" label="Alt text" hint="What the banner says, for people who cannot see it" />
        </div>
      </ConsoleForm>
    </Panel>
  );
}

function EditBannerDialog({ banner, onClose, onSaved }: { banner: AdminBanner; onClose: () => void; onSaved: (banner: AdminBanner) => void }) {
  const save = useContentChange("banners", adminBanner);
  const form = useConsoleForm(bannerBody, { image: banner.image, link: banner.link, alt: banner.alt, order: banner.order, active: banner.active });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Edit banner ${banner.seq}`} size="md">
      <ConsoleForm
        form={form}
        onSend={async (body) => onSaved(await save.mutateAsync({ path: `/${banner.seq}`, body }))}
        submitLabel="Save banner"
        pendingLabel="Saving..."
      >
        <img src={banner.image} alt="" className="max-h-32 w-full rounded border border-slate-200 object-contain" />
        <FormInputField name="link" label="Link" />
        <FormInputField name="alt" label="Alt text" />
        <FormCheckboxField name="active" label="Shown on the home page" />
      </ConsoleForm>
    </Dialog>
  );
}

/** Content > Banners: the home page carousel's banners in order; add (upload, then create), edit, move up or down, delete. */
export function BannersSection() {
  const banners = useAdminBanners();
  const order = useContentAction("banners");
  const remove = useContentAction("banners");
  const outcome = useOutcome();

  const move = (rows: readonly AdminBanner[], index: number, by: -1 | 1) => {
    const seqs = rows.map((banner) => banner.seq);
    const [moved] = seqs.splice(index, 1);
    seqs.splice(index + by, 0, moved!);
    return outcome.track(order.mutateAsync({ path: "/order", body: { seqs } }), `Banner ${moved} is moved ${by < 0 ? "up" : "down"}.`);
  };

  return (
    <EditableList
      list={banners}
      outcome={outcome}
      above={<NewBannerForm onCreated={(banner) => outcome.succeed(`Banner ${banner.seq} is added and shown on the home page.`)} />}
      loading="Loading banners..."
      label="Banners"
      empty="There are no banners yet."
      rowKey={(banner) => banner.seq}
      columns={[
        { head: "Place", className: "tabular-nums", cell: (_banner, index) => index + 1 },
        {
          head: "Picture",
          cell: (banner) => <img src={banner.image} alt={banner.alt} className="h-12 w-32 rounded border border-slate-200 bg-slate-100 object-contain" />,
        },
        {
          head: "Link and alt text",
          cell: (banner) => (
            <>
              <span className="block break-all">{banner.link}</span>
              <span className="block text-slate-700">{banner.alt}</span>
            </>
          ),
        },
        { head: "Shown", cell: (banner) => (banner.active ? "Yes" : "Hidden") },
      ]}
      name={(banner) => `banner ${banner.seq}`}
      rowButtons={(banner, index, rows) => (
        <>
          <button
            type="button"
            className={smallButtonClass}
            aria-label={`Move banner ${banner.seq} up`}
            disabled={index === 0 || order.isPending}
            onClick={() => move(rows, index, -1)}
          >
            Up
          </button>
          <button
            type="button"
            className={smallButtonClass}
            aria-label={`Move banner ${banner.seq} down`}
            disabled={index === rows.length - 1 || order.isPending}
            onClick={() => move(rows, index, 1)}
          >
            Down
          </button>
        </>
      )}
      editor={(banner, close) => <EditBannerDialog banner={banner} onClose={close} onSaved={(saved) => close(`Banner ${saved.seq} is saved.`)} />}
      remove={remove}
      deletion={{
        title: (banner) => `Delete banner ${banner.seq}`,
        message: (banner) => `The banner "${banner.alt}" is taken off the home page for good.`,
        confirmLabel: "Delete banner",
        path: (banner) => `/${banner.seq}/delete`,
        success: (banner) => `Banner ${banner.seq} is deleted.`,
      }}
    />
  );
}
