import { useState } from "react";
import { z } from "zod";
import { apiPost } from "../../../lib/api";
import { secondaryButtonClass } from "../../../ui/action-styles";
import { uploadToShop } from "../uploads-api";
import { Panel, useOutcome } from "./console-ui";
import { FilePicker } from "./file-picker";
import { Outcome } from "./outcome";

/** The three files of the classic body page's build video, as the shop serves them. */
const FILES = [
  { file: "classic-body-build.mp4", label: "Video (MP4, at most 50 MB)", accept: "video/mp4", what: "video", saved: "Your video is saved" },
  { file: "classic-body-build.vtt", label: "Captions (WebVTT)", accept: "text/vtt,.vtt", what: "captions", saved: "Your captions are saved" },
  { file: "classic-body-build.jpg", label: "Poster (JPEG)", accept: "image/jpeg", what: "poster", saved: "Your poster is saved" },
] as const;

const resetReply = z.object({ status: z.literal("ok"), removed: z.boolean() });

/**
 * Content > Classic models: the build video the Classic Body page plays. Staff upload their own video,
 * captions and poster in place of the shop's, or go back to the shop's own; the page uses them at once.
 */
export function BuildVideoPanel() {
  const outcome = useOutcome();
  const [busy, setBusy] = useState(false);
  const run = (change: () => Promise<unknown>, success: string) => {
    setBusy(true);
    void outcome.track(change(), success).finally(() => setBusy(false));
  };
  return (
    <Panel title="Classic Body build video">
      <p className="text-sm text-slate-700">
        The Classic Body page plays{" "}
        <a className="font-semibold underline" href="/media/classic-body-build.mp4">
          this video
        </a>{" "}
        with its captions. Upload a file to use yours instead; captions should describe what is shown, for people who cannot see or hear it.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {FILES.map(({ file, label, accept, what, saved }) => (
          <div key={file} className="space-y-2">
            <FilePicker
              label={label}
              accept={accept}
              disabled={busy}
              onChoose={(chosen) => run(() => uploadToShop("media", file, chosen), `${saved}: the Classic Body page uses them now.`)}
            />
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={busy}
              onClick={() => run(() => apiPost(`/admin/uploads/media/${file}/reset`, {}, { schema: resetReply }), `The shop's own ${what} is back.`)}
            >
              {`Use the shop's own ${what}`}
            </button>
          </div>
        ))}
      </div>
      <Outcome error={outcome.result.error} success={outcome.result.success} />
    </Panel>
  );
}
