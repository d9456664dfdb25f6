import { BadgeCheck, Hammer, Timer } from "lucide-react";
import type { ReactNode } from "react";
import type { MessageKey } from "../../../../domain/i18n/catalogue";
import { useWords } from "../../../lib/i18n";
import { CLASSIC_MAKES } from "../api";
import { BuildVideo } from "../components/build-video";
import { MakeCard } from "../components/make-card";

const BLURBS: { icon: ReactNode; title: MessageKey; text: MessageKey }[] = [
  { icon: <BadgeCheck className="size-7" />, title: "classic.licensed.title", text: "classic.licensed.text" },
  { icon: <Hammer className="size-7" />, title: "classic.steel.title", text: "classic.steel.text" },
  { icon: <Timer className="size-7" />, title: "classic.saved.title", text: "classic.saved.text" },
];

export function Component() {
  const { t } = useWords();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("classic.heading")}</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">{t("classic.intro")}</p>

      <h2 className="sr-only">{t("classic.makes")}</h2>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-3">
        {CLASSIC_MAKES.map((make) => (
          <li key={make}>
            <MakeCard make={make} />
          </li>
        ))}
      </ul>

      <h2 className="mt-14 text-2xl font-bold text-slate-900">{t("classic.why")}</h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {BLURBS.map((blurb) => (
          <li key={blurb.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="text-brand-700">
              {blurb.icon}
            </span>
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{t(blurb.title)}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{t(blurb.text)}</p>
          </li>
        ))}
      </ul>

      <h2 className="mt-14 text-2xl font-bold text-slate-900">{t("classic.seeBuilt")}</h2>
      <div className="mt-6 max-w-4xl">
        <BuildVideo />
      </div>
    </section>
  );
}
