import { BadgeCheck, Hammer, Timer } from "lucide-react";
import type { ReactNode } from "react";
import { CLASSIC_MAKES } from "../api";
import { BuildVideo } from "../components/build-video";
import { MakeCard } from "../components/make-card";

const BLURBS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <BadgeCheck className="size-7" />,
    title: "Licensed reproductions",
    text: "Each body is built under licence from the original manufacturer, from factory drawings, so its seams, contours and mounting points match the car that left the assembly line.",
  },
  {
    icon: <Hammer className="size-7" />,
    title: "All steel, all new",
    text: "Floors, quarters, roof, doors, fenders and inner structure are new stamped steel, welded in a fixture and protected with a primer coat. No fibreglass, no patch panels, no hidden rust.",
  },
  {
    icon: <Timer className="size-7" />,
    title: "Months of work saved",
    text: "Skip the cutting, patching and straightening of a tired shell. Start with a straight, square body and go straight to fitting your drivetrain, glass and trim.",
  },
];

export function Component() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Classic Car Steel Bodies</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">
        Brand-new reproduction steel bodies for the classic Fords, GMs and Dodges you want to build. Choose a make to see its models and prices.
      </p>

      <h2 className="sr-only">Makes</h2>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-3">
        {CLASSIC_MAKES.map((make) => (
          <li key={make}>
            <MakeCard make={make} />
          </li>
        ))}
      </ul>

      <h2 className="mt-14 text-2xl font-bold text-slate-900">Why start with a new body</h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {BLURBS.map((blurb) => (
          <li key={blurb.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="text-brand-700">
              {blurb.icon}
            </span>
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{blurb.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{blurb.text}</p>
          </li>
        ))}
      </ul>

      <h2 className="mt-14 text-2xl font-bold text-slate-900">See how a body is built</h2>
      <div className="mt-6 max-w-4xl">
        <BuildVideo />
      </div>
    </section>
  );
}
