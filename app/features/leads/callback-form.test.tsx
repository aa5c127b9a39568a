// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { firstBusinessDetails } from "#app/content/first-version/business-details.ts";
import { OK_REPLY, startRecordingServer } from "../../../tests/support/recording-http-server.ts";
import { firmInstant } from "../../../contracts/business-clock.ts";
import { CLOSED_DATES_PATH } from "../../../contracts/callback-time.ts";
import { TEMPLATE_IDS } from "../../../contracts/lead-protocol.ts";
import { combobox, prerenderedLeadForm, renderLeadForm, sendLeadFormsTo, textbox } from "./lead-form-test-kit.tsx";
import { CallbackForm } from "./callback-form.tsx";

const server = await startRecordingServer();
sendLeadFormsTo(server);

// The page is opened on Friday 27 November 2026 at 11 am in Melbourne; only the date is faked.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(firmInstant("2026-11-27", "11:00"));
});
afterAll(() => {
  vi.useRealTimers();
});

const hours = firstBusinessDetails.openingHours;
const form = <CallbackForm hours={hours} />;
const preferredTime = combobox("Preferred time");
const submit = () => screen.getByRole("button", { name: /Request a Callback|Sending/ });
const dayGroups = () =>
  within(preferredTime())
    .getAllByRole("group")
    .map((group) => group.getAttribute("label"));
/** What the form sent, leaving aside its question about closed dates. */
const posts = () => server.requests.filter((request) => request.method === "POST");
const askedForClosedDates = () =>
  server.requests.some((request) => request.method === "GET" && request.path === CLOSED_DATES_PATH);

/** The lead server's answer: these dates closed, and every post taken. */
function closedOn(dates: string[]) {
  server.replyWith((request) =>
    request.method === "GET"
      ? { status: 200, text: JSON.stringify({ closedDates: dates }), headers: { "content-type": "application/json" } }
      : OK_REPLY,
  );
}

describe("CallbackForm", () => {
  it("prerendered, offers as soon as possible and each weekday's windows, and a thank-you for each", () => {
    const page = document.createElement("div");
    page.innerHTML = prerenderedLeadForm(form, "/inquiry");
    const select = page.querySelector<HTMLSelectElement>('select[name="callbackTime"]');
    expect(select?.value).toBe("asap");
    expect([...(select?.querySelectorAll("optgroup") ?? [])].map((group) => group.label)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    const saturday = [...(select?.querySelectorAll('optgroup[label="Saturday"] option') ?? [])];
    expect(saturday.map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["Saturday 08:00-10:00", "8 am – 10 am"],
      ["Saturday 10:00-12:00", "10 am – 12 pm"],
      ["Saturday 12:00-14:00", "12 pm – 2 pm"],
      ["Saturday 14:00-15:00", "2 pm – 3 pm"],
    ]);
    expect(page.querySelector("#callback-sent-tuesday-1000")?.textContent).toBe("on Tuesday between 10 am and 12 pm.");
    expect(page.querySelector("#callback-sent-asap")?.textContent).toBe("as soon as we can, within opening hours.");
  });

  it("in the browser, offers the next five business days by date, today's windows not yet started first", () => {
    renderLeadForm(form, "/inquiry");
    const groups = within(preferredTime()).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("label"))).toEqual([
      "Friday 27 November",
      "Saturday 28 November",
      "Monday 30 November",
      "Tuesday 1 December",
      "Wednesday 2 December",
    ]);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["12 pm – 2 pm", "2 pm – 4 pm", "4 pm – 6 pm"]);
  });

  it("leaves out a day the lead server says the firm is closed, and the five business days go round it", async () => {
    closedOn(["2026-11-30"]);
    const user = renderLeadForm(form, "/inquiry");
    await waitFor(() =>
      expect(dayGroups()).toEqual([
        "Friday 27 November",
        "Saturday 28 November",
        "Tuesday 1 December",
        "Wednesday 2 December",
        "Thursday 3 December",
      ]),
    );
    await user.type(textbox("Your name")(), "Jo Bloggs");
    await user.type(textbox("Your phone")(), "0412 000 111");
    await user.selectOptions(preferredTime(), "2026-12-03 10:00-12:00");
    await user.click(submit());
    await screen.findByText("Thank you! We'll call you on Thursday between 10 am and 12 pm.");
    expect(Object.fromEntries(posts()[0]?.fields ?? [])).toMatchObject({ callbackTime: "2026-12-03 10:00-12:00" });
  });

  it("offers every day in the opening hours when the lead server cannot say which are closed", async () => {
    server.replyWith((request) => (request.method === "GET" ? { status: 404, text: "Not Found" } : OK_REPLY));
    const asking = vi.spyOn(globalThis, "fetch");
    renderLeadForm(form, "/inquiry");
    await waitFor(() => expect(askedForClosedDates()).toBe(true));
    const answer = (await asking.mock.results[0]?.value) as Response;
    expect(answer.status).toBe(404);
    // The form's own handling of the answer, then React's render, before looking.
    await act(async () => {});
    expect(dayGroups()).toContain("Monday 30 November");
  });

  it("sends the name, the phone and the window chosen, and thanks the visitor saying when we will call", async () => {
    const user = renderLeadForm(form, "/inquiry");
    await user.type(textbox("Your name")(), "Jo Bloggs");
    await user.type(textbox("Your phone")(), "0412 000 111");
    await user.selectOptions(preferredTime(), "2026-12-01 10:00-12:00");
    await user.click(submit());

    await screen.findByText("Thank you! We'll call you on Tuesday between 10 am and 12 pm.");
    expect(Object.fromEntries(posts()[0]?.fields ?? [])).toMatchObject({
      callerName: "Jo Bloggs",
      callerPhone: "0412 000 111",
      callbackTime: "2026-12-01 10:00-12:00",
      template_id: TEMPLATE_IDS.callback,
    });
  });

  it("thanks a request for as soon as possible in its own words", async () => {
    const user = renderLeadForm(form, "/inquiry");
    await user.type(textbox("Your name")(), "Jo Bloggs");
    await user.type(textbox("Your phone")(), "0412 000 111");
    await user.click(submit());

    await screen.findByText("Thank you! We'll call you as soon as we can, within opening hours.");
  });

  it("sends nothing without a name and a phone, each message linked to its field, and sends once they are typed", async () => {
    const user = renderLeadForm(form, "/inquiry");
    await user.click(submit());

    await waitFor(() => expect(textbox("Your name")()).toHaveFocus());
    expect(textbox("Your name")()).toHaveAccessibleDescription("Enter your name");
    expect(textbox("Your phone")()).toHaveAccessibleDescription("Enter your phone number");
    expect(posts()).toHaveLength(0);

    await user.type(textbox("Your name")(), "Jo Bloggs");
    await user.type(textbox("Your phone")(), "0412 000 111");
    await user.click(submit());
    await screen.findByText("Thank you! We'll call you as soon as we can, within opening hours.");
  });

  it("after a plain HTML post, once awake, says the time its address names", () => {
    renderLeadForm(form, "/inquiry?sent=1&form=callback#callback-sent-saturday-0800");
    expect(screen.getByText("Thank you! We'll call you on Saturday between 8 am and 10 am.")).toBeInTheDocument();
  });
});
