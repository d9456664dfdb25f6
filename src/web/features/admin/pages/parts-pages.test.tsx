// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { anImportJob, aStaffPart, aStaffPartRow, plainStaff } from "../../../test-utils/console-data";
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

const signedIn = { "GET /api/admin/me": { staff: plainStaff } };
/** The part page's fitment panel reads the part's vehicles too: none here, so the form's make and years are the part's own. */
const hoodFitment = {
  "GET /api/admin/parts/F67-HOOD/fitment": {
    item: "F67-HOOD",
    ranges: [],
    make: "FORD",
    model: "Mustang",
    year_from: 1967,
    year_end: 1968,
    fits: ["FORD"],
  },
};
const renderConsole = (path: string) => renderRoutes([{ path: "/", HydrateFallback: () => null, children: adminRoutes }], { path });
const partList = (rows = [aStaffPartRow()], total = rows.length) => ({ rows, total, page: 1, per_page: 20 });
const csv = (text: string) => new File([text], "parts.csv", { type: "text/csv" });

describe("/admin/parts", () => {
  it("lists parts with their makes, years, list price, stock and flags, and searches by code or words and make in the address", async () => {
    const api = stubApi({
      ...signedIn,
      "GET /api/admin/parts": partList(
        [
          aStaffPartRow(),
          aStaffPartRow({
            item: "C69-BUMPER",
            descrip: "Camaro bumper",
            make: "CHEVROLET",
            fits: ["CHEVROLET"],
            year_from: 1969,
            year_end: 1969,
            pricel: 189.5,
            onhand: 0,
            orderpt: 1,
            oversize: false,
            featured: false,
          }),
        ],
        45,
      ),
    });
    const { router } = renderConsole("/admin/parts");
    const table = await screen.findByRole("region", { name: "Parts" });
    const hood = within(table).getByRole("row", { name: /F67-HOOD/ });
    expect(within(hood).getByRole("link", { name: "F67-HOOD" })).toHaveAttribute("href", "/admin/parts/F67-HOOD");
    expect(hood).toHaveTextContent("1967-1968");
    expect(hood).toHaveTextContent("$649.99");
    expect(hood).toHaveTextContent("Featured, Oversize");
    expect(within(table).getByRole("row", { name: /C69-BUMPER/ })).toHaveTextContent("Below reorder point");
    expect(screen.getByText("45 parts, page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/parts.csv");
    expect(screen.getByRole("link", { name: "New part" })).toHaveAttribute("href", "/admin/parts/new");
    expect(await axeViolations()).toEqual([]);

    await userEvent.type(screen.getByLabelText("Code or words"), "hood");
    await userEvent.selectOptions(screen.getByLabelText("Make"), "FORD");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=hood&make=FORD"));
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/admin/parts").some((call) => call.query.get("q") === "hood" && call.query.get("make") === "FORD")).toBe(true),
    );
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=hood&make=FORD&page=2"));
  });

  it("lists every row error of a refused import with their count, and nothing claims it was imported", async () => {
    stubApi({
      ...signedIn,
      "GET /api/admin/parts": partList(),
      "POST /api/admin/parts/import": answer(400, {
        error: { code: "INVALID", message: "2 rows have errors. Nothing was imported." },
        row_errors: [
          { row: 3, column: "pricel", message: "List price must be an amount like 12.50" },
          { row: 5, column: "make", message: "The shop has no make named TRABANT" },
        ],
        error_count: 2,
      }),
    });
    renderConsole("/admin/parts");
    await userEvent.upload(await screen.findByLabelText("Parts file (CSV)"), csv("item,descrip\n"));
    await userEvent.click(screen.getByRole("button", { name: "Import parts" }));
    const errors = await screen.findByRole("region", { name: "Rows with errors" });
    expect(
      within(errors)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["RowColumnMessage", "3pricelList price must be an amount like 12.50", "5makeThe shop has no make named TRABANT"]);
    expect(screen.getByText(/2 errors were found\. Nothing was imported/)).toBeInTheDocument();
    expect(screen.queryByText(/Import finished/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("asks for a file before importing", async () => {
    const api = stubApi({ ...signedIn, "GET /api/admin/parts": partList() });
    renderConsole("/admin/parts");
    await userEvent.click(await screen.findByRole("button", { name: "Import parts" }));
    expect(screen.getByText("Choose a CSV file to import.")).toBeInTheDocument();
    expect(screen.getByLabelText("Parts file (CSV)")).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("POST", "/api/admin/parts/import")).toHaveLength(0);
  });

  it("shows the counts of a small import applied at once", async () => {
    stubApi({ ...signedIn, "GET /api/admin/parts": partList(), "POST /api/admin/parts/import": anImportJob({ rows_total: 4, inserted: 1, updated: 2 }) });
    renderConsole("/admin/parts");
    await userEvent.upload(await screen.findByLabelText("Parts file (CSV)"), csv("item\n"));
    await userEvent.click(screen.getByRole("button", { name: "Import parts" }));
    expect(await screen.findByText("Import finished: 4 rows read, 1 inserted, 2 updated, 1 unchanged.")).toBeInTheDocument();
  });

  it("follows a large import's job until it is done, then shows its counts", async () => {
    const job = anImportJob({ state: "validating", rows_total: 60_000, rows_validated: 0, rows_applied: 0, inserted: 0, updated: 0, finished_at: null });
    const answers = [
      { ...job, state: "applying" as const, rows_validated: 60_000, rows_applied: 20_000 },
      { ...job, state: "done" as const, rows_validated: 60_000, rows_applied: 60_000, inserted: 50_000, updated: 9_000 },
    ];
    const api = stubApi({
      ...signedIn,
      "GET /api/admin/parts": partList(),
      "POST /api/admin/parts/import": answer(202, job),
      [`GET /api/admin/parts/import/${job.id}`]: () => answers.shift() ?? answers.at(-1),
    });
    renderConsole("/admin/parts");
    await userEvent.upload(await screen.findByLabelText("Parts file (CSV)"), csv("item\n"));
    await userEvent.click(screen.getByRole("button", { name: "Import parts" }));
    expect(await screen.findByText("Importing: 20000 of 60000 rows applied.")).toBeInTheDocument();
    expect(await screen.findByText("Import finished: 60000 rows read, 50000 inserted, 9000 updated, 1000 unchanged.")).toBeInTheDocument();
    const polls = api.callsTo("GET", `/api/admin/parts/import/${job.id}`).length;
    expect(polls).toBe(2);
  });
});

describe("/admin/parts/:item", () => {
  it("saves every field of a part and reports the part as the server saved it", async () => {
    const api = stubApi({
      ...signedIn,
      "GET /api/admin/parts/F67-HOOD": aStaffPart(),
      ...hoodFitment,
      "PUT /api/admin/parts/F67-HOOD": aStaffPart({ pricel: 699, special_price: 650 }),
      "GET /api/admin/parts/F67-HOOD/stockAlerts": { item: "F67-HOOD", waiting: 2 },
    });
    renderConsole("/admin/parts/F67-HOOD");
    const listPrice = await screen.findByLabelText("List price");
    expect(await screen.findByText("2 people wait to be mailed when it arrives; they are mailed once its stock is above 0.")).toBeInTheDocument();
    expect(listPrice).toHaveValue("649.99");
    expect(await axeViolations()).toEqual([]);
    await userEvent.clear(listPrice);
    await userEvent.type(listPrice, "699");
    await userEvent.type(screen.getByLabelText("Special price"), "650");
    await userEvent.click(screen.getByRole("checkbox", { name: "CHEVROLET" }));
    expect(screen.getByRole("combobox", { name: "Part type" })).toHaveValue("hood");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Part type" }), "Fender");
    expect(screen.getByLabelText("Description (French)")).toHaveValue("");
    await userEvent.type(screen.getByLabelText("Description (French)"), "  Capot en acier  ");
    await userEvent.click(screen.getByRole("button", { name: "Save part" }));
    expect(await screen.findByText("Part F67-HOOD is saved: list price $699.00, 3 on hand.")).toBeInTheDocument();
    const [body] = api.bodiesOf("PUT /api/admin/parts/F67-HOOD") as Record<string, unknown>[];
    expect(body).toMatchObject({
      pricel: 699,
      special_price: 650,
      price: 520,
      price2: 500,
      price4: null,
      fits: ["CHEVROLET", "FORD"],
      onhand: 3,
      weight_kg: 18.5,
      oversize: true,
      featured: true,
      onshpeta: null,
      part_type: "fender",
      descrip_fr: "Capot en acier",
    });
    expect(body).not.toHaveProperty("item");
  });

  it("checks the shop's rules before sending, and names each field to fix", async () => {
    const api = stubApi({ ...signedIn, ...hoodFitment, "GET /api/admin/parts/F67-HOOD": aStaffPart() });
    renderConsole("/admin/parts/F67-HOOD");
    await userEvent.type(await screen.findByLabelText("Special price"), "700");
    const yearTo = screen.getByLabelText("Year to");
    await userEvent.clear(yearTo);
    await userEvent.type(yearTo, "1960");
    await userEvent.click(screen.getByRole("button", { name: "Save part" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nothing was saved: 2 fields need fixing.");
    expect(screen.getByLabelText("Special price")).toHaveAccessibleDescription(expect.stringContaining("Special price must be below the list price"));
    expect(screen.getByLabelText("Year to")).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("PUT", "/api/admin/parts/F67-HOOD")).toHaveLength(0);
  });

  it("shows the server's refusal beside the field it names, and no success", async () => {
    stubApi({
      ...signedIn,
      "GET /api/admin/parts/F67-HOOD": aStaffPart(),
      ...hoodFitment,
      "PUT /api/admin/parts/F67-HOOD": answer(400, {
        error: { code: "INVALID", message: "The shop has no make named FORD", fields: { make: "The shop has no make named FORD" } },
      }),
    });
    renderConsole("/admin/parts/F67-HOOD");
    await userEvent.click(await screen.findByRole("button", { name: "Save part" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The shop has no make named FORD");
    expect(screen.getByLabelText("Make")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText(/is saved/)).toBeNull();
  });

  it("uploads a picture and puts its address on the part", async () => {
    const api = stubApi({
      ...signedIn,
      "GET /api/admin/parts/F67-HOOD": aStaffPart(),
      ...hoodFitment,
      "POST /api/admin/uploads/parts/F67-HOOD-hood-photo": { url: "/images/parts/F67-HOOD-hood-photo.jpg", size: 4, sha256: "a".repeat(64) },
    });
    renderConsole("/admin/parts/F67-HOOD");
    await userEvent.upload(await screen.findByLabelText("Upload a picture"), new File(["jpeg"], "hood photo.jpg", { type: "image/jpeg" }));
    expect(await screen.findByText("The picture is uploaded as /images/parts/F67-HOOD-hood-photo.jpg. Save the part to show it.")).toBeInTheDocument();
    expect(screen.getByLabelText("Picture")).toHaveValue("/images/parts/F67-HOOD-hood-photo.jpg");
    expect(api.callsTo("POST", "/api/admin/uploads/parts/F67-HOOD-hood-photo")).toHaveLength(1);
  });

  it("creates a new part and opens its page with the server's answer", async () => {
    const created = aStaffPart({
      item: "F68-GRILLE",
      descrip: "Mustang grille",
      pricel: 120,
      price: 90,
      price2: null,
      price3: null,
      onhand: 5,
      oversize: false,
    });
    const api = stubApi({
      ...signedIn,
      "POST /api/admin/parts": created,
      "GET /api/admin/parts/F68-GRILLE": created,
      "GET /api/admin/parts/F68-GRILLE/fitment": { ...hoodFitment["GET /api/admin/parts/F67-HOOD/fitment"], item: "F68-GRILLE", ranges: [] },
    });
    const { router } = renderConsole("/admin/parts/new");
    await userEvent.type(await screen.findByLabelText("Item code"), "f68-grille");
    await userEvent.type(screen.getByLabelText("Description"), "Mustang grille");
    await userEvent.selectOptions(screen.getByLabelText("Make"), "FORD");
    await userEvent.type(screen.getByLabelText("Year from"), "1968");
    await userEvent.type(screen.getByLabelText("Year to"), "1968");
    await userEvent.type(screen.getByLabelText("List price"), "120");
    await userEvent.type(screen.getByLabelText("Price"), "90");
    await userEvent.clear(screen.getByLabelText("On hand"));
    await userEvent.type(screen.getByLabelText("On hand"), "5");
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Create part" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/parts/F68-GRILLE"));
    expect(await screen.findByText("Part F68-GRILLE is created: list price $120.00, 5 on hand.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/parts")).toEqual([
      expect.objectContaining({ item: "F68-GRILLE", make: "FORD", pricel: 120, price: 90, price2: null, onhand: 5, qty: 1, weight_kg: 1 }),
    ]);
  });
});
