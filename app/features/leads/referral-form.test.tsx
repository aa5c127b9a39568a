// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { brand } from "#app/content/brand.ts";
import { closedOrigin, startRecordingServer } from "../../../tests/support/recording-http-server.ts";
import { DEFAULT_SERVICE_ID, DEFAULT_USER_ID, HONEYPOT_FIELD, TEMPLATE_IDS } from "../../../contracts/lead-protocol.ts";
import { prerenderedLeadForm, renderLeadForm, sendLeadFormsTo, textbox, valuesShown } from "./lead-form-test-kit.tsx";
import { ReferralForm } from "./referral-form.tsx";

const server = await startRecordingServer();
sendLeadFormsTo(server);
afterEach(() => {
  vi.useRealTimers();
});

const renderForm = (url = "/referral") => renderLeadForm(<ReferralForm />, url);

const typed = {
  from_name: "Sam O'Dea",
  from_email: "sam@example.com",
  from_phone: "(03) 5550 0148",
  message: "Meet Jo & Lee, who are buying a café in Ballarat.",
};

const field = {
  from_name: textbox("Your name"),
  from_email: textbox("Your email"),
  from_phone: textbox("Your phone"),
  message: textbox("Message"),
};

async function fillIn(user: UserEvent) {
  for (const [name, get] of Object.entries(field)) await user.type(get(), typed[name as keyof typeof typed]);
}

/** Waits for a text while the clock is faked: each step lets real I/O run, inside act so React renders what it brings. */
async function shownWithoutTimers(text: string): Promise<HTMLElement> {
  for (let step = 0; step < 500; step += 1) {
    const found = screen.queryByText(text);
    if (found) return found;
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  throw new Error(`"${text}" was not shown`);
}

const submit = () => screen.getByRole("button", { name: /Send Referral|Sending/ });
const successText = "Thank you! Your message has been sent successfully.";

describe("ReferralForm", () => {
  it("has the spec's four fields by name, with visible labels, types, autocomplete tokens and native limits", () => {
    renderForm();
    const expectations: [HTMLElement, Record<string, string>][] = [
      [field.from_name(), { name: "from_name", type: "text", autocomplete: "name", maxlength: "100" }],
      [field.from_email(), { name: "from_email", type: "email", autocomplete: "email", maxlength: "254" }],
      [field.from_phone(), { name: "from_phone", type: "tel", autocomplete: "tel" }],
      [field.message(), { name: "message", rows: "4", maxlength: "5000" }],
    ];
    for (const [element, attributes] of expectations) {
      expect(element).toBeRequired();
      for (const [attribute, value] of Object.entries(attributes)) expect(element).toHaveAttribute(attribute, value);
    }
  });

  it("sends exactly what was typed, resets, and shows the banner with a check mark for 5 seconds", async () => {
    const user = renderForm();
    await fillIn(user);
    // From here only setTimeout is faked, for the banner's timer. Testing
    // Library's async helpers wait on setTimeout, so the click is synchronous
    // and the wait below yields to the real network with setImmediate.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(submit());

    const banner = await shownWithoutTimers(successText);
    expect(screen.getByRole("status")).toContainElement(banner);
    expect(banner.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(Object.fromEntries(server.requests[0]?.fields ?? [])).toEqual({
      ...typed,
      [HONEYPOT_FIELD]: "",
      lib_version: "3.2.0",
      service_id: DEFAULT_SERVICE_ID,
      template_id: TEMPLATE_IDS.referral,
      user_id: DEFAULT_USER_ID,
    });
    expect(server.requests).toHaveLength(1);
    expect(valuesShown(field)).toEqual({ from_name: "", from_email: "", from_phone: "", message: "" });

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(successText)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(successText)).not.toBeInTheDocument();
  });

  it("sends nothing on an empty submit and focuses the first field, its message linked", async () => {
    const user = renderForm();
    await user.click(submit());

    await waitFor(() => expect(field.from_name()).toHaveFocus());
    expect(field.from_name()).toHaveAttribute("aria-invalid", "true");
    expect(field.from_name()).toHaveAccessibleDescription("Enter your name");
    expect(field.from_email()).toHaveAccessibleDescription("Enter your email address");
    expect(field.from_phone()).toHaveAccessibleDescription("Enter your phone number");
    expect(field.message()).toHaveAccessibleDescription("Enter your message");
    expect(server.requests).toHaveLength(0);
  });

  it("refuses a phone number that is not Australian, saying how to write one", async () => {
    const user = renderForm();
    await fillIn(user);
    await user.clear(field.from_phone());
    await user.type(field.from_phone(), "+1 415 555 0100");
    await user.click(submit());

    await waitFor(() => expect(field.from_phone()).toHaveFocus());
    expect(field.from_phone()).toHaveAccessibleDescription(/Enter an Australian phone number, like 0412 345 678/);
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ["a 500", async () => server.replyWith({ status: 500, text: "Internal Server Error" }), "Internal Server Error"],
    [
      "a 429",
      async () => server.replyWith({ status: 429, text: "Too Many Requests", headers: { "retry-after": "60" } }),
      "Too Many Requests",
    ],
    ["no server", async () => vi.stubEnv("VITE_EMAIL_ORIGIN", await closedOrigin()), "Network Error"],
  ])("keeps every value and shows the alert with the phone number after %s", async (_case, arrange, loggedText) => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await arrange();
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());

    await screen.findByText(/Sorry, your message was not sent/);
    expect(screen.getByRole("alert")).toHaveTextContent(`Please try again, or call us on ${brand.phone.display}.`);
    expect(screen.queryByText(successText)).not.toBeInTheDocument();
    expect(valuesShown(field)).toEqual(typed);
    expect(log).toHaveBeenCalledWith(expect.any(String), loggedText);
  });

  it("says thank you for 5 seconds when the page is reached with ?sent=1, after a post without JavaScript", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderForm("/?sent=1#referral");
    expect(screen.getByText(successText)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText(successText)).not.toBeInTheDocument();
  });

  it("gives the collection notice with a link to the privacy policy", () => {
    renderForm();
    expect(screen.getByText(/collects your details to respond to your referral/)).toHaveTextContent(brand.name);
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
  });

  it("posts as plain HTML when prerendered, with the protocol fields and the browser's own checks", () => {
    document.body.innerHTML = prerenderedLeadForm(<ReferralForm />, "/referral");
    const form = document.querySelector("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", `${server.origin}/api/v1.0/email/send-form`);
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
    expect(form).not.toHaveAttribute("novalidate");
    expect(document.querySelector("input[name=template_id]")).toHaveValue(TEMPLATE_IDS.referral);
    expect(document.getElementById("referral-sent")).toHaveTextContent(successText);
  });
});
