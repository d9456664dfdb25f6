// @vitest-environment jsdom
import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CheckboxField, FieldLook, FormCheckboxField, FormInputField, FormSelectField, InputField, TextAreaField } from "./form-field";

describe("form fields", () => {
  it("label their control, mark a required one visually only, and announce the hint then the error", () => {
    render(<InputField label="Email" required hint="We reply to this address." error="Please enter a valid email address" />);
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("We reply to this address. Please enter a valid email address");
  });

  it("are neither invalid nor described when there is nothing to say", () => {
    render(<TextAreaField label="Message" />);
    const message = screen.getByRole("textbox", { name: "Message" });
    expect(message).not.toHaveAttribute("aria-invalid");
    expect(message).not.toHaveAttribute("aria-describedby");
    expect(message).toHaveAttribute("rows", "6");
  });

  it("keep a description the caller gives, before their own", () => {
    render(
      <>
        <p id="why">Used for your receipt.</p>
        <InputField label="Phone" aria-describedby="why" error="Invalid phone number" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAccessibleDescription("Used for your receipt. Invalid phone number");
  });

  it("announce a checkbox's error with it", () => {
    render(<CheckboxField label="I agree to the policy" error="You must agree to the policy before placing an order." />);
    const box = screen.getByRole("checkbox", { name: "I agree to the policy" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("You must agree to the policy before placing an order.");
  });

  it("draw the soft look inside FieldLook and the outlined look elsewhere", () => {
    render(
      <>
        <InputField label="Outlined" />
        <FieldLook look="soft">
          <InputField label="Soft" />
        </FieldLook>
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Outlined" })).toHaveClass("aria-[invalid=true]:ring-red-700");
    expect(screen.getByRole("textbox", { name: "Outlined" })).not.toHaveClass("border-slate-400");
    expect(screen.getByRole("textbox", { name: "Soft" })).toHaveClass("border-slate-400", "focus:border-blue-600");
  });
});

const contactForm = z.object({
  email: z.email("Please enter a valid email address"),
  country: z.string().min(2, "Choose a country"),
  agree: z.boolean().refine((agreed) => agreed, "Please agree"),
});

function ContactForm({ onCountry }: { onCountry: (country: string) => void }) {
  const form = useForm({ resolver: zodResolver(contactForm), defaultValues: { email: "", country: "", agree: false } });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => {})}>
        <FormInputField name="email" label="Email" type="email" />
        <FormSelectField
          name="country"
          label="Country"
          placeholder="Choose..."
          options={[
            { value: "CA", label: "Canada" },
            { value: "USA", label: "United States" },
          ]}
          onChange={onCountry}
        />
        <FormCheckboxField name="agree" label="I agree" />
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

describe("fields bound to a form", () => {
  it("show the form's errors under their fields, announced with them, and pass a choice on", async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<ContactForm onCountry={(country) => chosen.push(country)} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Please enter a valid email address");
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveAccessibleDescription("Choose a country");
    expect(screen.getByRole("checkbox", { name: "I agree" })).toHaveAccessibleDescription("Please agree");

    await user.selectOptions(screen.getByRole("combobox", { name: "Country" }), "USA");
    expect(chosen).toEqual(["USA"]);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose...", "Canada", "United States"]);
  });
});
