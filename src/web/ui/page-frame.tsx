import type { ReactNode } from "react";
import { FieldLook } from "./form-field";

/** The frame of a buying page: one h1 (with an optional line under it), then the page, its fields in the soft look. */
export function PageFrame({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
      <div className="mt-6">
        <FieldLook look="soft">{children}</FieldLook>
      </div>
    </div>
  );
}

/** What a buying page shows when its data could not be loaded: the reason, and where to go instead. */
export function LoadFailure({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <p role="alert" className="font-medium text-brand-700">
        {message}
      </p>
      {children ? <div className="mt-4 flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}
