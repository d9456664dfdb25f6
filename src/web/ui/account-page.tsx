import type { ReactNode } from "react";
import { FieldLook } from "./form-field";

export const cardClass = "rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8";

/** The frame of every account page: one h1, an optional introduction, then the page's content, its fields in the soft look. */
export function AccountPage({ title, intro, children, wide = false }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:py-12 ${wide ? "max-w-6xl" : "max-w-2xl"}`}>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
      <div className="mt-6">
        <FieldLook look="soft">{children}</FieldLook>
      </div>
    </div>
  );
}
