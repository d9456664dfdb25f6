import type {} from "altcha/types/react";
import { type ReactElement, useCallback, useEffect, useRef, useState } from "react";
import { useWords } from "../lib/i18n";

export const CAPTCHA_CHALLENGE_URL = "/api/captcha";

interface StateChangeDetail {
  state: string;
  payload?: string | null;
}

/**
 * The ALTCHA widget: it fetches a proof-of-work challenge from the server and solves it on load, so
 * nobody has to tick a box. The widget's code is loaded only on pages that render it.
 */
function CaptchaWidget({ onPayload }: { onPayload: (payload: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    void import("altcha");
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      onPayload(detail?.state === "verified" && detail.payload ? detail.payload : null);
    };
    widget.addEventListener("statechange", onStateChange);
    return () => widget.removeEventListener("statechange", onStateChange);
  }, [onPayload]);

  return (
    <div className="min-h-14">
      <altcha-widget ref={ref} challenge={CAPTCHA_CHALLENGE_URL} auto="onload" name="altcha" />
    </div>
  );
}

export interface Captcha {
  /** The solved payload to send in the body field `altcha`, or null while the widget is still working. */
  payload: string | null;
  /** The widget to place inside the form. */
  widget: ReactElement;
  /** A payload is good for one request: call this after each submit to solve a fresh challenge. */
  reset: () => void;
}

export function useCaptcha(): Captcha {
  const [payload, setPayload] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const reset = useCallback(() => {
    setPayload(null);
    setGeneration((value) => value + 1);
  }, []);
  return { payload, widget: <CaptchaWidget key={generation} onPayload={setPayload} />, reset };
}

/** The captcha widget of a protected form, with the notice shown when the form is sent before it has finished. */
export function CaptchaField({ captcha, waiting }: { captcha: Captcha; waiting: boolean }) {
  const { t } = useWords();
  return (
    <div>
      {captcha.widget}
      {waiting && !captcha.payload ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t("ui.captcha.pending")}
        </p>
      ) : null}
    </div>
  );
}
