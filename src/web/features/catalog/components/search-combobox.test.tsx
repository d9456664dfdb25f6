// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SuggestReply } from "../../../../domain/contracts/suggest";
import { axeViolations, renderAt } from "../../../test-utils/render";
import { type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { SearchCombobox } from "./search-combobox";

afterEach(() => localStorage.clear());

const MUSTANG: SuggestReply = {
  parts: [
    { item: "F67-HOOD", descrip: "1967-1968 Ford Mustang Steel Hood", make: "FORD", price: 899.1 },
    { item: "F65-GRILLE", descrip: "1965 Ford Mustang Grille", make: "FORD", price: 149.99 },
  ],
  vehicles: [{ year: 1967, make: "FORD", model: "Mustang", name: "1967 Ford Mustang", path: "/vehicles/1967/FORD/Mustang" }],
  makes: [],
  part_types: [],
};
const EMPTY: SuggestReply = { parts: [], vehicles: [], makes: [], part_types: [] };

/** The combobox in a form, as the header's search popup holds it; submitting records the text. */
function renderSearch(onSubmit = vi.fn()) {
  function Form() {
    const [text, setText] = useState("");
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(text);
        }}
      >
        <label htmlFor="item">Item</label>
        <SearchCombobox id="item" value={text} onChange={setText} />
      </form>
    );
  }
  return { ...renderAt(<Form />, { main: true }), onSubmit };
}

describe("the header search's suggestions", () => {
  it("asks once typing pauses, after two characters, and announces how many suggestions there are", async () => {
    const api = stubApi({ "GET /api/suggest": (call: RecordedCall) => (call.query.get("q") === "must" ? MUSTANG : EMPTY) });
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole("combobox", { name: "Item" });
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.type(box, "m");
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(api.callsTo("GET", "/api/suggest")).toHaveLength(0);
    await user.type(box, "ust");
    const list = await screen.findByRole("listbox", { name: "Suggestions" });
    expect(api.callsTo("GET", "/api/suggest").map((call: RecordedCall) => call.query.get("q"))).toEqual(["must"]);
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box).toHaveAttribute("aria-controls", list.id);
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["1967-1968 Ford Mustang Steel HoodF67-HOOD · $899.10", "1965 Ford Mustang GrilleF65-GRILLE · $149.99", "1967 Ford MustangParts that fit"]);
    expect(within(list).getByRole("group", { name: "Vehicles" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("3 suggestions");
    expect(await axeViolations()).toEqual([]);
  });

  it("moves through the suggestions with the arrow keys and opens the highlighted one with Enter", async () => {
    stubApi({ "GET /api/suggest": MUSTANG });
    const user = userEvent.setup();
    const { router, onSubmit } = renderSearch();
    const box = screen.getByRole("combobox", { name: "Item" });
    await user.type(box, "must");
    const options = await screen.findAllByRole("option");
    expect(box).not.toHaveAttribute("aria-activedescendant");

    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[2]!.id);
    await user.keyboard("{ArrowDown}");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveAttribute("aria-activedescendant", options[2]!.id);
    expect(box).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(router.state.location.pathname).toBe("/vehicles/1967/FORD/Mustang");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("opens a part's quick view address from its suggestion", async () => {
    stubApi({ "GET /api/suggest": MUSTANG });
    const user = userEvent.setup();
    const { router } = renderSearch();
    await user.type(screen.getByRole("combobox", { name: "Item" }), "must");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(router.state.location.pathname).toBe("/all-products/FORD/F67-HOOD");
    expect(router.state.location.state).toEqual({ openedFromList: true });
  });

  it("closes on Escape, and with nothing highlighted Enter runs the full search as before", async () => {
    stubApi({ "GET /api/suggest": MUSTANG });
    const user = userEvent.setup();
    const { onSubmit } = renderSearch();
    const box = screen.getByRole("combobox", { name: "Item" });
    await user.type(box, "must");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(box).toHaveAttribute("aria-expanded", "true"));
    await user.keyboard("{Escape}{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("must");
  });

  it("never shows an answer to an older text over a newer one", async () => {
    let answerOlder: (() => void) | undefined;
    stubApi({
      "GET /api/suggest": (call: RecordedCall) =>
        call.query.get("q") === "mu"
          ? new Promise<SuggestReply>((resolve) => {
              answerOlder = () => resolve({ ...EMPTY, makes: [{ make: "MUSTER", name: "Muster", path: "/all-products/MUSTER" }] });
            })
          : MUSTANG,
    });
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole("combobox", { name: "Item" });
    await user.type(box, "mu");
    await waitFor(() => expect(answerOlder).toBeDefined());
    await user.type(box, "st");
    expect(await screen.findAllByRole("option")).toHaveLength(3);
    await act(async () => answerOlder!());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Muster")).not.toBeInTheDocument();
    expect(screen.getAllByRole("option")).toHaveLength(3);
  });

  it("offers part types as a group of their own, and opens the search narrowed to one", async () => {
    const grilles: SuggestReply = {
      ...EMPTY,
      part_types: [{ id: "grille", label: "Grille", path: "/search?item=mustang&type=grille" }],
    };
    stubApi({ "GET /api/suggest": grilles });
    const user = userEvent.setup();
    const { router } = renderSearch();
    await user.type(screen.getByRole("combobox", { name: "Item" }), "mustang gri");
    const group = await screen.findByRole("group", { name: "Part types" });
    expect(within(group).getByRole("option").textContent).toBe("GrilleSearch this type");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(router.state.location.pathname).toBe("/search");
    expect(router.state.location.search).toBe("?item=mustang&type=grille");
  });
});
