// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { translatorOf } from "../../domain/i18n";
import type { Locale } from "../../domain/i18n/locales";
import { LocaleProvider } from "../lib/i18n";
import { AddressFields } from "./address-fields";

function InForm({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { address: "", city: "", state: "QC", zipcode: "", country: "CA", tel: "", notes: "" } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function renderFields(locale: Locale) {
  render(
    <LocaleProvider translator={translatorOf(locale)}>
      <InForm>
        <AddressFields withNames />
      </InForm>
    </LocaleProvider>,
  );
}

describe("an address's fields", () => {
  it("are labelled in English, the provinces by their English names", () => {
    renderFields("en-CA");
    expect(screen.getByRole("textbox", { name: "Postal / ZIP code" })).toBeInTheDocument();
    expect(within(screen.getByRole("combobox", { name: "Province / State" })).getByRole("option", { selected: true })).toHaveTextContent("Quebec");
  });

  it("are labelled in French on a French page, the provinces by their French names", () => {
    renderFields("fr-CA");
    expect(screen.getByRole("textbox", { name: "Prénom" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Code postal / ZIP" })).toBeInTheDocument();
    const province = screen.getByRole("combobox", { name: "Province / État" });
    expect(within(province).getByRole("option", { selected: true })).toHaveTextContent("Québec");
    expect(within(province).getByRole("option", { name: "Colombie-Britannique" })).toHaveValue("BC");
    expect(within(screen.getByRole("combobox", { name: "Pays" })).getByRole("option", { name: "États-Unis" })).toHaveValue("USA");
  });
});
