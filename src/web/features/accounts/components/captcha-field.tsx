import { CAPTCHA_PENDING_MESSAGE, type Captcha } from "../../../ui/captcha";
import { errorClass } from "./form-fields";

/** The captcha widget of a protected form, with the notice shown when the form is sent before it has finished. */
export function CaptchaField({ captcha, waiting }: { captcha: Captcha; waiting: boolean }) {
  return (
    <div>
      {captcha.widget}
      {waiting && !captcha.payload ? (
        <p role="alert" className={errorClass}>
          {CAPTCHA_PENDING_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
