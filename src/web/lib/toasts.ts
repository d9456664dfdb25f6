import type { ToastContent, ToastOptions } from "react-toastify";

type Show = (content: ToastContent, options?: ToastOptions) => void;

/** A kind of toast, shown once react-toastify has loaded (with the first toast, or with the toast container after hydration). */
const shown =
  (kind: "success" | "error" | "info"): Show =>
  (content, options) =>
    void import("react-toastify").then((module) => module.toast[kind](content, options));

/**
 * Toasts for what every page's code holds (the header's calls, the part page's quick view): react-toastify
 * is imported when a toast is raised, not with the page, so it is not in a page's first download. A toast
 * raised before the container has loaded waits in react-toastify's queue (docs/decisions/020-server-rendering.md).
 */
export const toast = { success: shown("success"), error: shown("error"), info: shown("info") };
