import { z } from "zod";
import { type AdminBanner, adminBanner, bannerBody } from "../../../../domain/contracts/admin-content";
import { Dialog } from "../../../ui/dialog";
import { FormCheckboxField, FormInputField } from "../../../ui/form-field";
import { useAdminBanners, useContentAction, useContentChange } from "../content-api";
import { uploadNameOf, useUpload } from "../uploads-api";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { Panel, smallButtonClass, useOutcome } from "./console-ui";
import { chosenFile, FormFilePicker, optionalFile } from "./file-picker";
import { EditableList } from "./list-section";

const PICTURES = "image/jpeg,image/png,image/webp";

/**
 * Add a banner: the picture to upload first (its address is the banner's image), then the banner's link
 * and alt text; French pages' own picture (its words in French) and alt text may come with it (decision 039).
 */
const newBannerForm = z.object({
  picture: chosenFile("Choose the banner's picture."),
  pictureFr: optionalFile(),
  ...bannerBody.pick({ link: true, alt: true, alt_fr: true }).shape,
});

/** Uploads French pages' picture when one was chosen: its address, or what the banner had. */
async function frenchPicture(upload: ReturnType<typeof useUpload>["upload"], file: File | null, had: string): Promise<string> {
  if (!file) return had;
  return (await upload("banners", uploadNameOf(file.name, "banner-fr-"), file)).url;
}

function NewBannerForm({ onCreated }: { onCreated: (banner: AdminBanner) => void }) {
  const create = useContentChange("banners", adminBanner);
  const form = useConsoleForm(newBannerForm, { link: "", alt: "", alt_fr: "" });
  const { uploading, upload } = useUpload();
  const onSend = async ({ picture, pictureFr, link, alt, alt_fr }: z.output<typeof newBannerForm>) => {
    const stored = await upload("banners", uploadNameOf(picture.name, "banner-"), picture);
    const image_fr = await frenchPicture(upload, pictureFr, "");
    const banner = await create.mutateAsync({ path: "", body: { image: stored.url, link, alt, image_fr, alt_fr } });
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
          <FormFilePicker
            name="pictureFr"
            label="French picture (optional)"
            accept={PICTURES}
            hint="Its words in French, for French pages; none: they show the picture above."
          />
          <FormInputField name="alt_fr" label="Alt text (French)" lang="fr-CA" hint="For French pages; empty: they use the alt text above" />
        </div>
      </ConsoleForm>
    </Panel>
  );
}

/** Edit a banner: its fields, and French pages' picture, uploaded when a new one is chosen. */
const editBannerForm = bannerBody.extend({ pictureFr: optionalFile() });

function EditBannerDialog({ banner, onClose, onSaved }: { banner: AdminBanner; onClose: () => void; onSaved: (banner: AdminBanner) => void }) {
  const save = useContentChange("banners", adminBanner);
  const form = useConsoleForm(editBannerForm, {
    image: banner.image,
    link: banner.link,
    alt: banner.alt,
    image_fr: banner.image_fr,
    alt_fr: banner.alt_fr,
    order: banner.order,
    active: banner.active,
  });
  const { uploading, upload } = useUpload();
  const onSend = async ({ pictureFr, ...body }: z.output<typeof editBannerForm>) =>
    onSaved(await save.mutateAsync({ path: `/${banner.seq}`, body: { ...body, image_fr: await frenchPicture(upload, pictureFr, body.image_fr) } }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Edit banner ${banner.seq}`} size="md">
      <ConsoleForm form={form} onSend={onSend} submitLabel="Save banner" pendingLabel={uploading ? "Uploading..." : "Saving..."}>
        <img src={banner.image} alt="" className="max-h-32 w-full rounded border border-slate-200 object-contain" />
        <FormInputField name="link" label="Link" />
        <FormInputField name="alt" label="Alt text" />
        {banner.image_fr ? <img src={banner.image_fr} alt="" className="max-h-32 w-full rounded border border-slate-200 object-contain" /> : null}
        <FormFilePicker name="pictureFr" label={banner.image_fr ? "Another French picture" : "French picture (optional)"} accept={PICTURES} />
        <FormInputField name="alt_fr" label="Alt text (French)" lang="fr-CA" />
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
