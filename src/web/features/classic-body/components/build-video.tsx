import { useWords } from "../../../lib/i18n";

/** Where the shop serves the build video, its captions and its poster (its own, or what staff uploaded instead). */
const VIDEO = "/media/classic-body-build.mp4";
const CAPTIONS = "/media/classic-body-build.vtt";
const POSTER = "/media/classic-body-build.jpg";

/** The body build video (spec: the classic body landing page has a video), with captions, loaded only when played. */
export function BuildVideo() {
  const { t } = useWords();
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-200 bg-slate-900 shadow-sm">
      <video
        controls
        preload="none"
        poster={POSTER}
        width={960}
        height={540}
        className="block aspect-video h-auto w-full bg-slate-900"
        aria-describedby="build-video-caption"
      >
        <source src={VIDEO} type="video/mp4" />
        <track kind="captions" src={CAPTIONS} srcLang="en" label={t("classic.video.captions")} default />
        <a href={VIDEO}>{t("classic.video.download")}</a>
      </video>
      <figcaption id="build-video-caption" className="bg-white p-5 text-slate-800">
        <p className="font-semibold text-slate-900">{t("classic.video.title")}</p>
        <p className="mt-1">{t("classic.video.text")}</p>
      </figcaption>
    </figure>
  );
}
