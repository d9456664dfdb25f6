import { act, waitFor } from "@testing-library/react";

/** Stands in for the ALTCHA widget finishing its proof of work: the widget's own statechange event. */
export async function solveCaptcha(payload = "test-altcha-payload") {
  const widget = await waitFor(() => {
    const element = document.querySelector("altcha-widget");
    if (!element) throw new Error("no captcha widget");
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent("statechange", { detail: { state: "verified", payload } }));
  });
}
