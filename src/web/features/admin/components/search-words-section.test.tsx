// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchWordsPage } from "../../../../domain/contracts/admin-search-words";
import { plainStaff } from "../../../test-utils/console-data";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { answer, stubApi } from "../../../test-utils/stub-api";
import { adminRoutes } from "../routes";

beforeEach(() => {
  vi.stubGlobal("scrollTo", () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const page: SearchWordsPage = {
  synonyms: [
    ["hood", "bonnet"],
    ["tail lamp", "tail light"],
  ],
  make_aliases: [{ alias: "chevy", make: "CHEVROLET" }],
  makes: ["CHEVROLET", "FORD"],
};
const renderWords = () => renderRoutes([{ path: "/", HydrateFallback: () => null, children: adminRoutes }], { path: "/admin/content?tab=Search%20words" });

describe("/admin/content: search words", () => {
  it("edits a group's names and adds an alias, sends the whole list and says what was saved", async () => {
    const api = stubApi({
      "GET /api/admin/me": { staff: plainStaff },
      "GET /api/admin/search-words": page,
      "PUT /api/admin/search-words": (call: { body: unknown }) => ({ ...(call.body as object), makes: page.makes }),
    });
    renderWords();
    const names = await screen.findByLabelText("Names of group 1", undefined, { timeout: 25_000 });
    expect(names).toHaveValue("hood, bonnet");
    expect(await axeViolations()).toEqual([]);
    await userEvent.type(names, ", Engine Lid");
    await userEvent.click(screen.getByRole("button", { name: "Add an alias" }));
    await userEvent.type(screen.getByLabelText("Alias, row 2"), "blueoval");
    await userEvent.selectOptions(screen.getByLabelText("Make, row 2"), "FORD");
    await userEvent.click(screen.getByRole("button", { name: "Remove group 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Save search words" }));
    expect(await screen.findByText("The search's words are saved: 1 synonym groups and 2 make aliases. The next search uses them.")).toBeInTheDocument();
    expect(api.bodiesOf("PUT /api/admin/search-words")).toEqual([
      {
        // Sent as typed: the server folds names as searches are read ("engine lid").
        synonyms: [["hood", "bonnet", "Engine Lid"]],
        make_aliases: [
          { alias: "chevy", make: "CHEVROLET" },
          { alias: "blueoval", make: "FORD" },
        ],
      },
    ]);
  });

  it("checks the list before sending: a name in two groups is marked on its group's box", async () => {
    const api = stubApi({ "GET /api/admin/me": { staff: plainStaff }, "GET /api/admin/search-words": page });
    renderWords();
    const second = await screen.findByLabelText("Names of group 2", undefined, { timeout: 25_000 });
    await userEvent.clear(second);
    await userEvent.type(second, "lid, bonnet");
    await userEvent.click(screen.getByRole("button", { name: "Save search words" }));
    expect(await screen.findByRole("alert")).toHaveTextContent('"bonnet" is already in group 1: a name may be in one group only');
    expect(screen.getByLabelText("Names of group 2")).toHaveAccessibleDescription('"bonnet" is already in group 1: a name may be in one group only');
    expect(api.callsTo("PUT", "/api/admin/search-words")).toHaveLength(0);
  });

  it("shows the server's refusal on the row it names, and no success", async () => {
    stubApi({
      "GET /api/admin/me": { staff: plainStaff },
      "GET /api/admin/search-words": page,
      "PUT /api/admin/search-words": answer(400, {
        error: { code: "INVALID", message: "The shop has no make named CHEVROLET", fields: { "make_aliases.0.make": "The shop has no make named CHEVROLET" } },
      }),
    });
    renderWords();
    await userEvent.click(await screen.findByRole("button", { name: "Save search words" }, { timeout: 25_000 }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The shop has no make named CHEVROLET");
    expect(screen.queryByText(/words are saved/)).toBeNull();
    expect(within(screen.getByRole("region", { name: "Make alias table" })).getAllByRole("row")).toHaveLength(2);
  });
});
