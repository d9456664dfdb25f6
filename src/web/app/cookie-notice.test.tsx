// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cookieNoticeSeenIn } from "../../domain/cookie-notice";
import { translatorOf } from "../../domain/i18n";
import { LocaleProvider } from "../lib/i18n";
import { renderAt } from "../test-utils/render";
import { CookieNotice } from "./cookie-notice";

/** The browser session ends: its cookies without an expiry are gone. */
function endSession() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the notice's session cookie as a closed browser would
  document.cookie = "cookie_notice=; Path=/; Max-Age=0";
}

const seenCookie = () => cookieNoticeSeenIn(document.cookie);

function notice() {
  return screen.queryByRole("region", { name: "Why We Use Cookies" });
}

describe("Cookie notice", () => {
  afterEach(endSession);

  it("explains cookies with links to the privacy and cookie policies", () => {
    renderAt(<CookieNotice />);
    const region = notice();
    expect(region).toBeInTheDocument();
    expect(within(region!).getByRole("heading", { name: "Why We Use Cookies" })).toBeInTheDocument();
    expect(within(region!).getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy#privacy");
    expect(within(region!).getByRole("link", { name: "cookie policy" })).toHaveAttribute("href", "/privacy-policy#cookie-policy");
    expect(within(region!).getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("'I understand' hides it for the rest of the session, across remounts", async () => {
    const user = userEvent.setup();
    const first = renderAt(<CookieNotice />);
    await user.click(screen.getByRole("button", { name: "I understand" }));
    expect(notice()).not.toBeInTheDocument();
    expect(seenCookie()).toBe(true);

    first.unmount();
    renderAt(<CookieNotice />);
    expect(notice()).not.toBeInTheDocument();
  });

  it("the close button dismisses it too", async () => {
    const user = userEvent.setup();
    const first = renderAt(<CookieNotice />);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(notice()).not.toBeInTheDocument();
    first.unmount();
    renderAt(<CookieNotice />);
    expect(notice()).not.toBeInTheDocument();
  });

  it("scrolls a focused element out from under it, and leaves room below the page while it shows", async () => {
    const user = userEvent.setup();
    const scrollBy = vi.fn();
    vi.stubGlobal("scrollBy", scrollBy);
    const box = (top: number, bottom: number) => ({ top, bottom, left: 0, right: 400, width: 400, height: bottom - top, x: 0, y: top, toJSON: () => ({}) });
    renderAt(
      <>
        <button type="button">Covered card</button>
        <CookieNotice />
      </>,
    );
    vi.spyOn(notice()!, "getBoundingClientRect").mockReturnValue(box(600, 800) as DOMRect);
    vi.spyOn(screen.getByRole("button", { name: "Covered card" }), "getBoundingClientRect").mockReturnValue(box(650, 700) as DOMRect);
    expect(document.body.style.paddingBottom).not.toBe("");
    screen.getByRole("button", { name: "Covered card" }).focus();
    expect(scrollBy).toHaveBeenCalledWith({ top: 116 });
    await user.click(within(notice()!).getByRole("button", { name: "I understand" }));
    expect(document.body.style.paddingBottom).toBe("");
    vi.unstubAllGlobals();
  });

  it("comes back in a new session", async () => {
    const user = userEvent.setup();
    const first = renderAt(<CookieNotice />);
    await user.click(screen.getByRole("button", { name: "I understand" }));
    first.unmount();
    const seen = renderAt(<CookieNotice />);
    expect(notice()).not.toBeInTheDocument();
    seen.unmount();
    endSession();
    renderAt(<CookieNotice />);
    expect(notice()).toBeInTheDocument();
  });

  it("speaks French on a French page, with the same links and the same way out", async () => {
    const user = userEvent.setup();
    renderAt(
      <LocaleProvider translator={translatorOf("fr-CA")}>
        <CookieNotice />
      </LocaleProvider>,
    );
    const region = screen.getByRole("region", { name: "Pourquoi nous utilisons des témoins" });
    expect(region).toHaveTextContent(/Nous utilisons des témoins/);
    expect(within(region).getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute("href", "/privacy-policy#privacy");
    expect(within(region).getByRole("link", { name: "politique relative aux témoins" })).toHaveAttribute("href", "/privacy-policy#cookie-policy");
    expect(within(region).getByRole("button", { name: "Fermer" })).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "J’ai compris" }));
    expect(seenCookie()).toBe(true);
    expect(region).not.toBeInTheDocument();
  });
});
