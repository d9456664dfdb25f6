/** The shop's button and link looks, shared by every page. */
export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70";
export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";
export const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";
