import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { combobox, textbox } from "./lead-form-test-kit.tsx";

/** Mia's inquiry as she types it, by field name; the enquiry type by the value sent, chosen by its label. */
export const typed = {
  firstName: "Mia",
  lastName: "O'Brien-Tran",
  email: "mia@example.com",
  mobile: "0412 345 678",
  enquiryType: "Commercial Loans",
  reference: "Friend/Family",
  postCode: "3350",
  message: "We're looking at a warehouse in Ballarat — around $1.2M.",
};

/** The inquiry form's eight fields, found by their visible labels. */
export const field = {
  firstName: textbox("First name"),
  lastName: textbox("Last name"),
  email: textbox("Email"),
  mobile: textbox("Mobile"),
  enquiryType: combobox("Enquiry type"),
  reference: combobox("How did you hear about us?"),
  postCode: textbox("Postcode"),
  message: textbox("Message"),
};

/** Fills in every field as Mia does. */
export async function fillIn(user: UserEvent) {
  await user.type(field.firstName(), typed.firstName);
  await user.type(field.lastName(), typed.lastName);
  await user.type(field.email(), typed.email);
  await user.type(field.mobile(), typed.mobile);
  await user.selectOptions(field.enquiryType(), "Commercial Property Loan");
  await user.selectOptions(field.reference(), typed.reference);
  await user.type(field.postCode(), typed.postCode);
  await user.type(field.message(), typed.message);
}

export const submit = () => screen.getByRole("button", { name: /Submit Inquiry|Sending/ });
export const successText = "Thank you! Your inquiry has been sent successfully.";
