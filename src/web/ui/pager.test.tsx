// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { translatorOf } from "../../domain/i18n";
import { LocaleProvider } from "../lib/i18n";
import { Pager } from "./pager";

function pageNumbers() {
  const nav = screen.getByRole("navigation", { name: "Pagination" });
  return within(nav)
    .getAllByRole("button", { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));
}

function ellipses(container: HTMLElement) {
  return Array.from(container.querySelectorAll("li")).filter((li) => li.textContent === "…").length;
}

describe("Pager", () => {
  it("shows a window of 4 pages with the first and last page and ellipses on both sides", () => {
    const { container } = render(<Pager page={10} totalPages={20} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([1, 9, 10, 11, 12, 20]);
    expect(ellipses(container)).toBe(2);
    expect(screen.getByRole("button", { name: "Page 10" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Page 9" })).not.toHaveAttribute("aria-current");
  });

  it("shows only the needed pages and no ellipsis when the pages fit", () => {
    const { container } = render(<Pager page={2} totalPages={4} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([1, 2, 3, 4]);
    expect(ellipses(container)).toBe(0);
  });

  it("disables Previous on the first page and Next on the last", () => {
    const { rerender } = render(<Pager page={1} totalPages={7} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 7]);
    rerender(<Pager page={7} totalPages={7} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(pageNumbers()).toEqual([1, 4, 5, 6, 7]);
  });

  it("calls back with the chosen, previous and next page", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pager page={5} totalPages={9} onPageChange={onPageChange} />);
    await user.click(screen.getByRole("button", { name: "Page 9" }));
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onPageChange.mock.calls).toEqual([[9], [4], [6]]);
  });

  it("renders nothing when everything fits on one page", () => {
    const { container } = render(<Pager page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("speaks French on a French page", async () => {
    const onPageChange = vi.fn();
    render(
      <LocaleProvider translator={translatorOf("fr-CA")}>
        <Pager page={2} totalPages={3} onPageChange={onPageChange} />
      </LocaleProvider>,
    );
    const nav = screen.getByRole("navigation", { name: "Navigation entre les pages" });
    expect(within(nav).getByRole("button", { name: "Aller à la page 2" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(nav).getByRole("button", { name: "Suivante" }));
    await userEvent.click(within(nav).getByRole("button", { name: "Précédente" }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });
});
