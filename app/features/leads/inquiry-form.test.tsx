// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { brand } from "#app/content/brand.ts";
import { closedOrigin, gate, OK_REPLY, startRecordingServer } from "../../../tests/support/recording-http-server.ts";
import { DEFAULT_SERVICE_ID, DEFAULT_USER_ID, HONEYPOT_FIELD, TEMPLATE_IDS } from "../../../contracts/lead-protocol.ts";
import { InquiryForm } from "./inquiry-form.tsx";
import { field, fillIn, submit, successText, typed } from "./inquiry-form-test-kit.ts";
import { prerenderedLeadForm, renderLeadForm, sendLeadFormsTo, valuesShown } from "./lead-form-test-kit.tsx";

const server = await startRecordingServer();
sendLeadFormsTo(server);

const renderForm = (url = "/inquiry") => renderLeadForm(<InquiryForm />, url);

/** Holds the server's answer until the test opens the gate, so the test can look at the form while it sends. */
function holdTheReply() {
  const held = gate();
  server.replyWith(async () => {
    await held.opened;
    return OK_REPLY;
  });
  return held;
}

describe("InquiryForm", () => {
  it("has the spec's eight fields by name, with visible labels, types, autocomplete tokens and native limits", () => {
    renderForm();
    const expectations: [HTMLElement, Record<string, string>][] = [
      [field.firstName(), { name: "firstName", type: "text", autocomplete: "given-name", maxlength: "100" }],
      [field.lastName(), { name: "lastName", type: "text", autocomplete: "family-name", maxlength: "100" }],
      [field.email(), { name: "email", type: "email", autocomplete: "email", maxlength: "254" }],
      [field.mobile(), { name: "mobile", type: "tel", autocomplete: "tel" }],
      [
        field.postCode(),
        { name: "postCode", autocomplete: "postal-code", inputmode: "numeric", pattern: "[0-9]{4}", maxlength: "4" },
      ],
      [field.message(), { name: "message", rows: "4", maxlength: "5000" }],
      [field.enquiryType(), { name: "enquiryType" }],
      [field.reference(), { name: "reference" }],
    ];
    for (const [element, attributes] of expectations) {
      expect(element).toBeRequired();
      for (const [attribute, value] of Object.entries(attributes)) expect(element).toHaveAttribute(attribute, value);
    }
    expect(field.message().tagName).toBe("TEXTAREA");
  });

  it("starts the selects at their empty placeholder, then the spec's options, Commercial Loans shown as Commercial Property Loan", () => {
    renderForm();
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole("option")
        .map((option) => [(option as HTMLOptionElement).value, option.textContent]);
    expect(options(field.enquiryType())).toEqual([
      ["", "Select Enquiry Type"],
      ["First Home", "First Home"],
      ["Refinance", "Refinance"],
      ["Investment Loans", "Investment Loans"],
      ["Business Purchase", "Business Purchase"],
      ["Business Loans", "Business Loans"],
      ["Commercial Loans", "Commercial Property Loan"],
      ["Asset Finance", "Asset Finance"],
      ["Private Equity Loan", "Private Equity Loan"],
      ["Other", "Other"],
    ]);
    expect(options(field.reference())).toEqual([
      ["", "Select Reference"],
      ...["Google", "Social Media", "Friend/Family", "Advertisement", "Other"].map((reference) => [
        reference,
        reference,
      ]),
    ]);
    expect(field.enquiryType()).toHaveValue("");
    expect(field.reference()).toHaveValue("");
  });

  it("sends exactly what was typed, with the protocol fields, then shows the banner and clears every field", async () => {
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());

    await screen.findByText(successText);
    expect(screen.getByRole("status")).toHaveTextContent(successText);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.path).toBe("/api/v1.0/email/send-form");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data/);
    expect(Object.fromEntries(request?.fields ?? [])).toEqual({
      ...typed,
      [HONEYPOT_FIELD]: "",
      lib_version: "3.2.0",
      service_id: DEFAULT_SERVICE_ID,
      template_id: TEMPLATE_IDS.inquiry,
      user_id: DEFAULT_USER_ID,
    });
    expect(request?.fields).toHaveLength(13);
    expect(valuesShown(field)).toEqual(Object.fromEntries(Object.keys(field).map((name) => [name, ""])));
    expect(submit()).toHaveTextContent("Submit Inquiry");
    expect(submit()).toHaveAttribute("aria-disabled", "false");
  });

  it("sends nothing on an empty submit, marks every field, links each message and focuses the first", async () => {
    const user = renderForm();
    await user.click(submit());

    await waitFor(() => expect(field.firstName()).toHaveFocus());
    expect(field.firstName()).toHaveAttribute("aria-invalid", "true");
    expect(field.firstName()).toHaveAccessibleDescription("Enter your first name");
    expect(field.enquiryType()).toHaveAccessibleDescription("Choose an enquiry type");
    expect(field.reference()).toHaveAccessibleDescription("Choose how you heard about us");
    expect(field.postCode()).toHaveAccessibleDescription("Enter your 4-digit postcode");
    for (const get of Object.values(field)) expect(get()).toHaveAttribute("aria-invalid", "true");
    expect(server.requests).toHaveLength(0);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("moves focus to the first field still wrong, and checks a field again when it is left", async () => {
    const user = renderForm();
    await fillIn(user);
    await user.clear(field.postCode());
    await user.type(field.postCode(), "335");
    await user.click(submit());

    await waitFor(() => expect(field.postCode()).toHaveFocus());
    expect(field.postCode()).toHaveAccessibleDescription("Enter your 4-digit postcode");
    expect(field.firstName()).not.toHaveAttribute("aria-invalid");
    await user.type(field.postCode(), "0");
    await user.tab();
    await waitFor(() => expect(field.postCode()).not.toHaveAttribute("aria-invalid"));
    expect(field.postCode()).not.toHaveAccessibleDescription();
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ["a 500", { status: 500, text: "Internal Server Error" }],
    ["a 429", { status: 429, text: "Too Many Requests" }],
    ["a 400", { status: 400, text: "mobile: Enter an Australian mobile number" }],
  ])("keeps every value and says so, with the phone number, after %s", async (_case, reply) => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    server.replyWith(reply);
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());

    const alert = await screen.findByText(/Sorry, your message was not sent/);
    expect(screen.getByRole("alert")).toHaveTextContent(
      `Sorry, your message was not sent. Please try again, or call us on ${brand.phone.display}.`,
    );
    expect(within(screen.getByRole("alert")).getByRole("link", { name: brand.phone.display })).toHaveAttribute(
      "href",
      `tel:${brand.phone.e164}`,
    );
    expect(alert).toBeVisible();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(valuesShown(field)).toEqual({ ...typed });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(String(reply.status)), reply.text);
    expect(server.requests).toHaveLength(1);
  });

  it("keeps every value and shows the alert when the server cannot be reached", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    vi.stubEnv("VITE_EMAIL_ORIGIN", await closedOrigin());
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, your message was not sent.");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(valuesShown(field)).toEqual({ ...typed });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("status 0"), "Network Error");
  });

  it("sends again after a failure, and the alert gives way to the banner", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    server.replyWith({ status: 500, text: "down" });
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());
    await screen.findByText(/Sorry, your message was not sent/);

    server.replyWith(OK_REPLY);
    await user.click(submit());
    expect(await screen.findByText(successText)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(server.requests).toHaveLength(2);
  });

  it("says Sending... on a disabled button while the send is in flight", async () => {
    const held = holdTheReply();
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());

    await waitFor(() => expect(submit()).toHaveTextContent("Sending..."));
    expect(submit()).toHaveAttribute("aria-disabled", "true");
    // aria-disabled, not disabled: keyboard focus stays on the button while it sends.
    expect(submit()).toHaveFocus();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    held.open();
    expect(await screen.findByText(successText)).toBeInTheDocument();
    expect(submit()).toHaveTextContent("Submit Inquiry");
    expect(submit()).toBeEnabled();
  });

  it("sends once for a double click", async () => {
    const user = renderForm();
    await fillIn(user);
    await user.dblClick(submit());

    expect(await screen.findByText(successText)).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
  });

  it("sends once when Enter is pressed again while sending", async () => {
    const held = holdTheReply();
    const user = renderForm();
    await fillIn(user);
    await user.click(field.postCode());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(submit()).toHaveAttribute("aria-disabled", "true"));
    await user.keyboard("{Enter}");
    held.open();
    expect(await screen.findByText(successText)).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
  });

  it("has a honeypot that no person sees, reaches or autofills", async () => {
    const user = renderForm();
    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(honeypot?.labels?.[0]).toHaveTextContent("Leave this field empty");
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).not.toBeInTheDocument();

    const reached: Element[] = [];
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    expect(reached).not.toContain(honeypot);
    expect(reached).toContain(submit());
  });

  it("says thank you when the page is reached with ?sent=1, after a post without JavaScript", async () => {
    renderForm("/inquiry?sent=1");
    await screen.findByText(successText);
    expect(screen.getByRole("status")).toHaveTextContent(successText);
    expect(server.requests).toHaveLength(0);
  });

  it("says the inquiry was not sent when the page is reached with ?error=, after a refused post without JavaScript", async () => {
    renderForm("/inquiry?error=mobile");
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent(/not sent/));
    expect(screen.queryByText(successText)).not.toBeInTheDocument();
  });

  it("takes the thank-you banner away when the visitor submits again", async () => {
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(successText)).toBeInTheDocument();
    await user.click(submit());
    expect(screen.queryByText(successText)).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
  });

  it("gives the collection notice with a link to the privacy policy", () => {
    renderForm();
    expect(screen.getByText(/collects your details to respond to your inquiry/)).toHaveTextContent(brand.name);
    expect(screen.getByText(/Without them we cannot respond/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
  });
});

describe("InquiryForm as prerendered, before hydration or without JavaScript", () => {
  const html = () => prerenderedLeadForm(<InquiryForm />, "/inquiry");

  it("posts as multipart to the endpoint, carrying the protocol fields, with the browser's own checks on", () => {
    document.body.innerHTML = html();
    const form = document.querySelector("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", `${server.origin}/api/v1.0/email/send-form`);
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
    expect(form).not.toHaveAttribute("novalidate");
    const hidden = Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [input.name, input.value]),
    );
    expect(hidden).toEqual({
      lib_version: "3.2.0",
      service_id: DEFAULT_SERVICE_ID,
      template_id: TEMPLATE_IDS.inquiry,
      user_id: DEFAULT_USER_ID,
    });
  });

  it("holds a thank-you notice that CSS shows when the server's redirect names it (#inquiry-sent)", () => {
    document.body.innerHTML = html();
    const notice = document.getElementById("inquiry-sent");
    expect(notice).toHaveTextContent(successText);
    expect(notice).toHaveClass("hidden", "target:flex");
    expect(notice?.closest("[role=status]")).not.toBeNull();
  });
});
