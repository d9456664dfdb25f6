// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-toastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storedAppState } from "../../../test-utils/render";
import { customerBilling, customerInfo, customerUser } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { renderAccountPage } from "../test-support";

afterEach(() => vi.unstubAllGlobals());

const newCustomer = { user: customerUser, userInfo: null, billing: null };
const me = { kind: "customer", ...newCustomer };

async function fillShipping(user: ReturnType<typeof userEvent.setup>, postalCode = "L4L 0A1") {
  await user.type(screen.getByLabelText("Address"), "100 Example Drive");
  await user.type(screen.getByLabelText("City"), "Woodbridge");
  await user.selectOptions(screen.getByLabelText("Province / State"), "ON");
  await user.type(screen.getByLabelText("Postal / ZIP code"), postalCode);
  await user.type(screen.getByLabelText("Phone"), "9055550142");
}

describe("/customer-info", () => {
  it("has the heading, the four sections and the names from registration", async () => {
    stubApi({ "GET /api/me": me });
    renderAccountPage("/customer-info", { user: customerUser });
    expect(await screen.findByRole("heading", { level: 1, name: "Almost there..." })).toBeInTheDocument();
    for (const section of ["Personal Information", "Shipping Information", "Billing Information", "Vehicle Information"]) {
      expect(screen.getByRole("group", { name: section })).toBeInTheDocument();
    }
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Last name")).toHaveValue("Lovelace");
    expect(screen.getByRole("button", { name: "Register and join now" })).toBeInTheDocument();
  });

  it("hides the billing fields while same-as-shipping is ticked", async () => {
    stubApi({ "GET /api/me": me });
    renderAccountPage("/customer-info", { user: customerUser });
    const same = await screen.findByLabelText("Billing address is the same as shipping");
    expect(same).toBeChecked();
    expect(screen.queryByLabelText("Billing address")).not.toBeInTheDocument();
    await userEvent.setup().click(same);
    expect(screen.getByLabelText("Billing address")).toBeInTheDocument();
    expect(screen.getByLabelText("Billing postal / ZIP code")).toBeInTheDocument();
  });

  it("clears the province when the country changes, and lists that country's regions", async () => {
    stubApi({ "GET /api/me": me });
    renderAccountPage("/customer-info", { user: customerUser });
    const user = userEvent.setup();
    const province = await screen.findByLabelText("Province / State");
    await user.selectOptions(province, "ON");
    expect(province).toHaveValue("ON");
    await user.selectOptions(screen.getByLabelText("Country"), "USA");
    expect(province).toHaveValue("");
    expect(within(province).getByRole("option", { name: "New York" })).toBeInTheDocument();
    expect(within(province).queryByRole("option", { name: "Ontario" })).not.toBeInTheDocument();
  });

  it("offers vehicle years from the current year back to 1949 and the makes from the makes call", async () => {
    stubApi({ "GET /api/me": me });
    renderAccountPage("/customer-info", { user: customerUser });
    const years = within(await screen.findByLabelText("Year (optional)"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(years[1]).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)).toBe("1949");
    expect(await within(screen.getByLabelText("Make (optional)")).findByRole("option", { name: "FORD" })).toBeInTheDocument();
  });

  it("reformats a phone number as (123) 456-7890 when the field loses focus", async () => {
    stubApi({ "GET /api/me": me });
    renderAccountPage("/customer-info", { user: customerUser });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Phone"), "+1 905.555.0142");
    await user.tab();
    expect(screen.getByLabelText("Phone")).toHaveValue("(905) 555-0142");
  });

  it("blocks an invalid postal code with a toast and a field error, and sends nothing", async () => {
    const api = stubApi({ "GET /api/me": me });
    renderAccountPage("/customer-info", { user: customerUser });
    const user = userEvent.setup();
    await screen.findByLabelText("Address");
    await fillShipping(user, "14201");
    await user.click(screen.getByRole("button", { name: "Register and join now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid postal code");
    expect(screen.getByLabelText("Postal / ZIP code")).toHaveAccessibleDescription("Invalid postal code");
    expect(screen.getByLabelText("Postal / ZIP code")).toHaveAttribute("aria-invalid", "true");
    expect(api.bodiesOf("POST /api/customerInfo")).toEqual([]);
  });

  it("takes the 'Invalid postal code' toast away once the corrected details are saved", async () => {
    const saved = { user: customerUser, userInfo: customerInfo, billing: customerBilling };
    stubApi({ "GET /api/me": me, "POST /api/customerInfo": saved, "POST /api/userDetails": saved });
    renderAccountPage("/customer-info", { user: customerUser });
    const user = userEvent.setup();
    await screen.findByLabelText("Address");
    await fillShipping(user, "14201");
    await user.click(screen.getByRole("button", { name: "Register and join now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid postal code");
    const dismiss = vi.spyOn(toast, "dismiss");
    await user.clear(screen.getByLabelText("Postal / ZIP code"));
    await user.type(screen.getByLabelText("Postal / ZIP code"), "L4L 0A1");
    await user.click(screen.getByRole("button", { name: "Register and join now" }));
    expect(await screen.findByRole("heading", { level: 1, name: "My Account" })).toBeInTheDocument();
    // jsdom never ends the toast's exit animation, so the dismissal itself is what is checked.
    expect(dismiss).toHaveBeenCalledWith("forms.postalCode.invalid");
    dismiss.mockRestore();
  });

  it("checks the billing postal code when billing is a separate address", async () => {
    const api = stubApi({ "GET /api/me": me });
    renderAccountPage("/customer-info", { user: customerUser });
    const user = userEvent.setup();
    await screen.findByLabelText("Address");
    await fillShipping(user);
    await user.click(screen.getByLabelText("Billing address is the same as shipping"));
    await user.type(screen.getByLabelText("Billing address"), "1 Main Street");
    await user.type(screen.getByLabelText("Billing city"), "Buffalo");
    await user.selectOptions(screen.getByLabelText("Billing country"), "USA");
    await user.selectOptions(screen.getByLabelText("Billing province / state"), "NY");
    await user.type(screen.getByLabelText("Billing postal / ZIP code"), "L4L 0A1");
    await user.type(screen.getByLabelText("Billing phone"), "716 555 0100");
    await user.click(screen.getByRole("button", { name: "Register and join now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid billing postal code");
    expect(screen.getByLabelText("Billing postal / ZIP code")).toHaveAccessibleDescription("Invalid billing postal code");
    expect(api.bodiesOf("POST /api/customerInfo")).toEqual([]);
  });

  it("saves the details, stores them and goes to /profile", async () => {
    const saved = { user: customerUser, userInfo: customerInfo, billing: customerBilling };
    const api = stubApi({ "GET /api/me": me, "POST /api/customerInfo": saved, "POST /api/userDetails": saved });
    renderAccountPage("/customer-info", { user: customerUser });
    const user = userEvent.setup();
    await screen.findByLabelText("Address");
    await fillShipping(user, "l4l 0a1");
    await user.selectOptions(screen.getByLabelText("Gender (optional)"), "Female");
    await user.selectOptions(screen.getByLabelText("Year (optional)"), "1967");
    await user.selectOptions(screen.getByLabelText("Make (optional)"), await screen.findByRole("option", { name: "FORD" }));
    await user.type(screen.getByLabelText("Model (optional)"), "Mustang");
    await user.click(screen.getByRole("button", { name: "Register and join now" }));
    expect(await screen.findByRole("heading", { level: 1, name: "My Account" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/customerInfo")).toEqual([
      {
        firstName: "Ada",
        lastName: "Lovelace",
        gender: "Female",
        dob: "",
        address: "100 Example Drive",
        city: "Woodbridge",
        postalCode: "L4L 0A1",
        country: "CA",
        province: "ON",
        tel: "(905) 555-0142",
        mobile: "",
        sameAsShipping: true,
        billingAddress: "",
        billingCity: "",
        billingPostalCode: "",
        billingCountry: "CA",
        billingProvince: "",
        billingTel: "",
        billingMobile: "",
        carModel: "Mustang",
        carYear: "1967",
        carMake: "FORD",
      },
    ]);
    expect(storedAppState().userInfo).toEqual(customerInfo);
    expect(storedAppState().billingInfo).toEqual(customerBilling);
  });

  it("sends a visitor who is not signed in to /sign-in", async () => {
    stubApi();
    renderAccountPage("/customer-info");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
  });
});
