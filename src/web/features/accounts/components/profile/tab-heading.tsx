import type { ReactNode } from "react";

export function TabHeading({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <div className="mb-5">
      <h2 className="text-xl font-semibold text-slate-900">{children}</h2>
      {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
    </div>
  );
}
