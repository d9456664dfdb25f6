import { X } from "lucide-react";
import { createContext, type FormEvent, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useHref, useLocation } from "react-router";
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_PATH, COOKIE_NOTICE_SEEN, cookieNoticeSeenIn } from "../../domain/cookie-notice";
import { useWords } from "../lib/i18n";

/** Whether the request the server renders says the notice was dismissed (its cookie); null in the browser, which reads the cookie itself. */
export const CookieNoticeSeenOnServer = createContext<boolean | null>(null);

function seenThisSession(): boolean {
  return typeof document !== "undefined" && cookieNoticeSeenIn(document.cookie);
}

function rememberSeen(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a session cookie (no expiry) the server reads to render the page without the notice; the Cookie Store API is not in every browser the shop serves
  document.cookie = `${COOKIE_NOTICE_COOKIE}=${COOKIE_NOTICE_SEEN}; Path=/; SameSite=Lax`;
}

const noSubscription = () => () => {};

const NOTICE_FORM = "cookie-notice-form";

const policyLinkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * While the notice stands over the bottom of the window, nothing focused may sit under it (issue 22):
 * the page keeps room below its end and scrolls a focused element that would be covered up above the
 * notice. Returns the undo.
 */
function keepFocusClearOf(notice: HTMLElement): () => void {
  const root = document.documentElement;
  const room = () => `${notice.offsetHeight + 24}px`;
  const before = { scrollPadding: root.style.scrollPaddingBottom, padding: document.body.style.paddingBottom };
  root.style.scrollPaddingBottom = room();
  document.body.style.paddingBottom = room();
  const clear = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || notice.contains(target)) return;
    const box = notice.getBoundingClientRect();
    const rect = target.getBoundingClientRect();
    const covered = rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom;
    if (covered) window.scrollBy({ top: rect.bottom - box.top + 16 });
  };
  document.addEventListener("focusin", clear);
  return () => {
    document.removeEventListener("focusin", clear);
    root.style.scrollPaddingBottom = before.scrollPadding;
    document.body.style.paddingBottom = before.padding;
  };
}

/**
 * 'Why We Use Cookies', bottom right, until dismissed; once dismissed it stays away for the browser
 * session (its cookie). The server renders it too, so it is painted with the page rather than popping up
 * once the app is live (a late, large paint: it was the make list's largest contentful paint on a phone).
 * While a modal dialog is open (in a portal, or standing in the page at a part URL) the rest of the page
 * cannot be used, so the notice steps out of the way instead of sitting over the dialog's dimmed backdrop
 * (styles.css, by data-cookie-notice). It comes first in the page, so it is the first thing the
 * keyboard reaches, and it never covers the element that has focus.
 */
export function CookieNotice() {
  const [dismissed, setDismissed] = useState(false);
  const { t, rich } = useWords();
  // The server renders what the request's cookie says; the hydrating browser reads the same cookie.
  const seenOnServer = useContext(CookieNoticeSeenOnServer);
  const seen = useSyncExternalStore(noSubscription, seenThisSession, () => seenOnServer ?? seenThisSession());
  const shown = !dismissed && !seen;
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  // The page's own address, with its language's prefix (/fr), for the server to send the browser back to.
  const here = useHref({ pathname: location.pathname, search: location.search });
  useEffect(() => {
    const notice = ref.current;
    if (!shown || !notice) return;
    return keepFocusClearOf(notice);
  }, [shown]);
  if (!shown) return null;

  // Before the app is live the buttons send a form (the server sets the cookie and comes back here); once it is, no request is made.
  const dismiss = (event: FormEvent) => {
    event.preventDefault();
    rememberSeen();
    setDismissed(true);
  };

  return (
    <section
      ref={ref}
      aria-labelledby="cookie-notice-title"
      data-cookie-notice
      className="fixed right-4 bottom-4 left-4 z-30 rounded-lg bg-white p-5 text-ink shadow-2xl ring-1 ring-black/10 sm:left-auto sm:w-96"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="cookie-notice-title" className="text-lg font-semibold">
          {t("cookies.title")}
        </h2>
        <button type="submit" form={NOTICE_FORM} aria-label={t("cookies.close")} className="-m-1 rounded p-1 text-slate-700 hover:bg-slate-100 hover:text-ink">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">
        {rich("cookies.text", {
          privacy: (chunks) => (
            <Link key="privacy" to="/privacy-policy#privacy" className={policyLinkClass}>
              {chunks}
            </Link>
          ),
          cookies: (chunks) => (
            <Link key="cookies" to="/privacy-policy#cookie-policy" className={policyLinkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      <form id={NOTICE_FORM} method="get" action={COOKIE_NOTICE_PATH} onSubmit={dismiss}>
        <input type="hidden" name="return" value={here} />
      </form>
      <button type="submit" form={NOTICE_FORM} className="mt-4 w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 sm:w-auto">
        {t("cookies.understood")}
      </button>
    </section>
  );
}
