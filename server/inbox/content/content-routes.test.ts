// The content studio's pages over the inbox, with real sessions, the real
// content store (SQLite) and the publisher's test double.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type SiteContent, WEEK_DAYS } from "../../../contracts/site-content.ts";
import { type ContentStudioSite, startContentStudio } from "../../../tests/support/content-studio-site.ts";
import type { TestStaffMember } from "../../../tests/support/inbox-session-for-tests.ts";
import { LENDING_ASSUMPTION_KEYS, LENDING_ASSUMPTION_LABELS } from "../../../contracts/lending-assumptions.ts";
import {
  SAMPLE_ASSUMPTIONS,
  SAMPLE_BUSINESS,
  SAMPLE_HOME_SLIDES,
  SAMPLE_LENDING_PARTNERS,
  SAMPLE_SETTLEMENTS,
  SAMPLE_TEAM,
  SAMPLE_TESTIMONIALS,
  sampleSiteContent,
} from "../../../tests/support/sample-site-content.ts";
import { TEST_PREVIEW_SCRIPT } from "../../../tests/support/test-site-publisher.ts";
import { INBOX_PAGE_POLICY } from "../inbox-page.tsx";
import { inlineScriptHashes } from "../../site/security-headers.ts";

let site: ContentStudioSite;
let ada: TestStaffMember;
let eve: TestStaffMember;
let sam: TestStaffMember;

beforeEach(async () => {
  site = await startContentStudio();
  ada = await site.signIn("admin", "Ada Admin");
  eve = await site.signIn("editor", "Eve Editor");
  sam = await site.signIn("broker", "Sam Broker");
});

afterEach(async () => {
  await site.close();
});

/** The business details form as a browser posts it, from the sample with `changes` over it. */
function businessForm(changes: Record<string, string> = {}, revision = "0"): Record<string, string> {
  const form: Record<string, string> = {
    revision,
    action: "save",
    phone: SAMPLE_BUSINESS.phone,
    email: SAMPLE_BUSINESS.email,
    street: SAMPLE_BUSINESS.postalAddress.street,
    locality: SAMPLE_BUSINESS.postalAddress.locality,
    state: SAMPLE_BUSINESS.postalAddress.state,
    postcode: SAMPLE_BUSINESS.postalAddress.postcode,
    abn: SAMPLE_BUSINESS.abn,
    licence: SAMPLE_BUSINESS.australianCreditLicence,
    facebook: SAMPLE_BUSINESS.socialLinks.Facebook,
    linkedin: SAMPLE_BUSINESS.socialLinks.LinkedIn,
    instagram: SAMPLE_BUSINESS.socialLinks.Instagram,
  };
  for (const hours of SAMPLE_BUSINESS.openingHours) {
    const day = hours.day.toLowerCase();
    if (hours.opens === null) form[`${day}-closed`] = "yes";
    else {
      form[`${day}-opens`] = hours.opens;
      form[`${day}-closes`] = hours.closes ?? "";
    }
  }
  return { ...form, ...changes };
}

/** The lending assumptions form as a browser posts it, from the sample with `changes` over it. */
function assumptionsForm(changes: Record<string, string> = {}): Record<string, string> {
  const form: Record<string, string> = { revision: "0", action: "save" };
  for (const key of LENDING_ASSUMPTION_KEYS) {
    const id = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const figure = SAMPLE_ASSUMPTIONS[key];
    form[`${id}-value`] = String(figure.value);
    form[`${id}-source`] = figure.source;
    form[`${id}-source-link`] = figure.sourceUrl;
    form[`${id}-since`] = figure.since;
  }
  return { ...form, ...changes };
}

/** The testimonials form as posted: each entry's name and quote, in order. */
function testimonialsForm(
  entries: readonly { name: string; quote: string }[],
  extra: Record<string, string> = {},
): Record<string, string> {
  const form: Record<string, string> = { revision: "0", action: "save", count: String(entries.length) };
  entries.forEach((entry, index) => {
    form[`testimonial-${index + 1}-name`] = entry.name;
    form[`testimonial-${index + 1}-quote`] = entry.quote;
  });
  return { ...form, ...extra };
}

/** A picture as the form posts it: "built:settlement-cafe". */
const picture = (image: { kind: string; name?: string; hash?: string } | null) =>
  image === null ? "" : image.kind === "built" ? `built:${image.name}` : `uploaded:${image.hash}`;

/** The settlements form as a browser posts it: each story's picture, alt text, heading, description, and Hidden when ticked. */
function settlementsForm(entries = SAMPLE_SETTLEMENTS, extra: Record<string, string> = {}): Record<string, string> {
  const form: Record<string, string> = { revision: "0", action: "save", count: String(entries.length) };
  entries.forEach((entry, index) => {
    const id = `settlement-${index + 1}`;
    form[`${id}-image`] = picture(entry.image);
    form[`${id}-image-alt`] = entry.image.alt;
    form[`${id}-heading`] = entry.heading;
    form[`${id}-description`] = entry.description;
    if (entry.hidden) form[`${id}-hidden`] = "yes";
  });
  return { ...form, ...extra };
}

function teamForm(entries = SAMPLE_TEAM, extra: Record<string, string> = {}): Record<string, string> {
  const form: Record<string, string> = { revision: "0", action: "save", count: String(entries.length) };
  entries.forEach((entry, index) => {
    const id = `member-${index + 1}`;
    form[`${id}-name`] = entry.name;
    form[`${id}-role`] = entry.role;
    form[`${id}-photo`] = picture(entry.photo);
    form[`${id}-photo-alt`] = entry.photo.alt;
    form[`${id}-description`] = entry.description;
  });
  return { ...form, ...extra };
}

function partnersForm(entries = SAMPLE_LENDING_PARTNERS, extra: Record<string, string> = {}): Record<string, string> {
  const form: Record<string, string> = { revision: "0", action: "save", count: String(entries.length) };
  entries.forEach((entry, index) => {
    const id = `partner-${index + 1}`;
    form[`${id}-name`] = entry.name;
    form[`${id}-logo`] = picture(entry.logo);
    form[`${id}-logo-alt`] = entry.logo?.alt ?? "";
  });
  return { ...form, ...extra };
}

function slidesForm(entries = SAMPLE_HOME_SLIDES, extra: Record<string, string> = {}): Record<string, string> {
  const form: Record<string, string> = { revision: "0", action: "save", count: String(entries.length) };
  entries.forEach((entry, index) => {
    const id = `slide-${index + 1}`;
    form[`${id}-image`] = picture(entry.image);
    form[`${id}-image-alt`] = entry.image.alt;
    form[`${id}-title`] = entry.title;
    form[`${id}-description`] = entry.description;
    form[`${id}-button-text`] = entry.buttonText;
    form[`${id}-button-target`] = entry.buttonTarget;
  });
  return { ...form, ...extra };
}

/** The page's text, tags and entities gone: what a person reads (inline elements run on). */
function text(html: string): string {
  return html
    .replace(/<\/?(strong|time|a|span|b|code)\b[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The start tag of the element with `id`, whatever the order of its attributes. */
function tagOf(html: string, id: string): string {
  return new RegExp(`<[a-z]+\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}

/** The form whose action is `action`: its start tag. */
function formTo(html: string, action: string): string {
  return new RegExp(`<form\\b[^>]*\\baction="${action}"[^>]*>`).exec(html)?.[0] ?? "";
}

/** Every control (not hidden, not a button) has a <label for> naming it. */
function unlabelled(html: string): string[] {
  const ids = [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)]
    .filter((match) => !/type="hidden"/.test(match[2] ?? ""))
    .map((match) => /\bid="([^"]+)"/.exec(match[2] ?? "")?.[1] ?? "(no id)");
  return ids.filter((id) => !html.includes(`<label for="${id}">`));
}

describe("the studio's page", () => {
  it("sends someone without a session to sign in, and back", async () => {
    const answer = await site.get("/inbox/content", null);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/inbox/sign-in?next=${encodeURIComponent("/inbox/content")}`);
  });

  it("shows each collection's state, the live version, the preview pages and History, under the inbox's rules", async () => {
    const answer = await site.get("/inbox/content", sam);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-robots-tag"]).toContain("noindex");
    expect(answer.headers["content-security-policy"]).toBe(INBOX_PAGE_POLICY);
    const html = answer.body;
    expect(html).toContain("<h1>Content</h1>");
    expect(text(html)).toContain("The site shows version 1, loaded from the repository, Thu 26 Nov 2026, 9:00 am.");
    expect(html).toMatch(/<a href="\/inbox\/content\/testimonials">Testimonials<\/a><\/th><td>Published<\/td>/);
    expect(html).toMatch(/<a href="\/inbox\/content\/business">Business details<\/a><\/th><td>Published<\/td>/);
    expect(html).toContain('<a href="/inbox/content/preview/">Home page</a>');
    expect(html).toContain('<a href="/inbox/content/preview/about">About</a>');
    expect(html).toContain('<a href="/inbox/content/history">History</a>');
    expect(text(html)).toContain("Nothing waits to be published");
    expect(html).not.toContain(">Publish</button>");
  });

  it("offers Publish to an admin or an editor when a draft differs, and tells a broker who publishes", async () => {
    await site.post("/inbox/content/business", businessForm({ phone: "(03) 5550 0199" }), sam);
    for (const publisher of [ada, eve]) {
      const html = (await site.get("/inbox/content", publisher)).body;
      expect(html).toMatch(/<a href="\/inbox\/content\/business">Business details<\/a><\/th><td>Draft waiting<\/td>/);
      expect(formTo(html, "/inbox/content/publish")).toContain('method="post"');
      expect(html).toContain('<button type="submit" aria-describedby="publish-hint">Publish</button>');
    }
    const brokers = (await site.get("/inbox/content", sam)).body;
    expect(brokers).not.toContain("/inbox/content/publish");
    expect(text(brokers)).toContain(
      "The drafts of Business details wait to be published. An admin or an editor publishes them.",
    );
  });

  it("says so, rather than failing, before any version is loaded", async () => {
    const empty = await startContentStudio({ firstVersion: null });
    try {
      const editor = await empty.signIn("editor");
      const page = await empty.get("/inbox/content", editor);
      expect(page.statusCode).toBe(200);
      expect(text(page.body)).toContain("No version of the site's content has been loaded yet.");
      expect((await empty.get("/inbox/content/business", editor)).statusCode).toBe(503);
    } finally {
      await empty.close();
    }
  });
});

describe("a collection's form", () => {
  it("opens the business details filled in from the live version, every control labelled, with the draft's revision", async () => {
    const answer = await site.get("/inbox/content/business", eve);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain('<input type="hidden" name="revision" value="0"/>');
    for (const attribute of ['name="phone"', 'type="tel"', 'value="(03) 5550 0148"'])
      expect(tagOf(html, "phone")).toContain(attribute);
    expect(html).toMatch(/<select id="state" name="state"[^>]*>.*<option value="VIC" selected="">VIC<\/option>/s);
    for (const attribute of ['name="monday-opens"', 'type="time"', 'value="08:00"'])
      expect(tagOf(html, "monday-opens")).toContain(attribute);
    for (const attribute of ['name="sunday-closed"', 'type="checkbox"', 'value="yes"', 'checked=""'])
      expect(tagOf(html, "sunday-closed")).toContain(attribute);
    expect(tagOf(html, "monday-closed")).not.toContain("checked");
    for (const label of ["Phone", "E-mail", "Street or PO Box", "Suburb or town", "State", "Postcode", "ABN"]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain(">Australian Credit Licence</label>");
    for (const label of ["Facebook", "LinkedIn", "Instagram", "Opens", "Closes", "Closed"]) {
      expect(html).toContain(`>${label}</label>`);
    }
    for (const day of WEEK_DAYS) expect(html).toContain(`<legend>${day}</legend>`);
    expect(html).toContain('<button type="submit" value="save" name="action">Save draft</button>');
    expect(unlabelled(html)).toEqual([]);
  });

  it("opens the testimonials as a list of client name and quote, with Add a testimonial and Remove, every control labelled", async () => {
    const html = (await site.get("/inbox/content/testimonials", sam)).body;
    expect(html).toContain('<input type="hidden" name="count" value="3"/>');
    SAMPLE_TESTIMONIALS.forEach((entry, index) => {
      const name = tagOf(html, `testimonial-${index + 1}-name`);
      for (const attribute of [`name="testimonial-${index + 1}-name"`, `value="${entry.name}"`, 'maxLength="60"'])
        expect(name).toContain(attribute);
      expect(html).toContain(`>${entry.quote}</textarea>`);
      expect(html).toContain(
        `<button type="submit" value="remove-${index + 1}" class="secondary" aria-describedby="testimonial-${index + 1}" name="action">Remove</button>`,
      );
    });
    expect(html).toContain('id="add-testimonial" class="secondary" name="action">Add a testimonial</button>');
    // Save draft comes before the first Remove, so Enter in a field saves.
    expect(html.indexOf(">Save draft</button>")).toBeLessThan(html.indexOf(">Remove</button>"));
    expect(unlabelled(html)).toEqual([]);
  });

  it("saves a draft and keeps the live version: the site, the publisher and version 1 are untouched", async () => {
    const saved = await site.post("/inbox/content/business", businessForm({ phone: "(03) 5550 0199" }), eve);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/inbox/content?saved=business");
    expect(text((await site.get(saved.headers.location as string, eve)).body)).toContain(
      "Business details: draft saved. The site shows it once it is published.",
    );
    expect(await site.content.currentVersion()).toMatchObject({ number: 1, content: sampleSiteContent() });
    expect(site.publisher.calls).toEqual([]);
    const form = (await site.get("/inbox/content/business", eve)).body;
    expect(form).toContain('value="(03) 5550 0199"');
    expect(form).toContain('<input type="hidden" name="revision" value="1"/>');
    expect(await site.auditRows()).toContainEqual({
      staff_id: eve.id,
      action: "saved content draft",
      detail: "Business details",
    });
  });

  it("refuses a save made on a revision someone changed since, saying who and when, and keeps what was typed", async () => {
    await site.post("/inbox/content/business", businessForm({ phone: "(03) 5550 0199" }), ada);
    // Sessions end after 30 minutes idle: the clock moves less.
    site.setNow(Date.parse("2026-11-26T09:20:00+11:00"));
    const mine = businessForm({ email: "office@kestrelridge.example", street: "PO Box 9" });
    const refused = await site.post("/inbox/content/business", mine, eve);
    expect(refused.statusCode).toBe(409);
    expect(text(refused.body)).toContain(
      "Changed by Ada Admin at Thu 26 Nov 2026, 9:00 am since you opened it. Your text is kept below: review it against the current version and save again.",
    );
    // Eve's text in the form, at the revision now, and Ada's version below it.
    expect(refused.body).toContain('value="office@kestrelridge.example"');
    expect(refused.body).toContain('value="PO Box 9"');
    expect(refused.body).toContain('<input type="hidden" name="revision" value="1"/>');
    expect(refused.body).toContain("<dt>Phone</dt><dd>(03) 5550 0199</dd>");
    expect((await site.content.draft("business")).body).toMatchObject({
      phone: "(03) 5550 0199",
      email: SAMPLE_BUSINESS.email,
    });
    // Reviewed and saved again, at the revision the refusal gave: saved.
    const again = await site.post("/inbox/content/business", { ...mine, revision: "1" }, eve);
    expect(again.statusCode).toBe(303);
  });

  it.each([
    ["phone", { phone: "123" }, "Phone: enter an Australian number, e.g. (03) 5550 0148"],
    ["abn", { abn: "12 345 678 901" }, "ABN: enter the 11-digit ABN as the Australian Business Register lists it"],
    ["monday-opens", { "monday-opens": "9am" }, "Monday opening time: use 24-hour HH:MM, e.g. 08:30"],
    ["tuesday-opens", { "tuesday-closes": "07:00" }, "Tuesday hours: the closing time must be after the opening time"],
    ["facebook", { facebook: "javascript:alert(1)" }, "Facebook: enter an https:// address"],
    ["licence", { licence: "12345" }, "Australian Credit Licence: six digits, as on ASIC's register"],
    ["postcode", { postcode: "33" }, "Postcode: four digits"],
  ])(
    "refuses a bad %s with 400, naming the field at the field, keeping what was typed, saving nothing",
    async (field, change, message) => {
      const answer = await site.post("/inbox/content/business", businessForm(change), eve);
      expect(answer.statusCode).toBe(400);
      const html = answer.body;
      expect(html).toContain("<title>Error: Business details · Lead inbox</title>");
      expect(text(html)).toContain(message);
      // In the summary, linked to the control; at the control, tied to it.
      expect(html).toContain(`<a href="#${field}">${message.replaceAll("'", "&#x27;")}</a>`);
      expect(html).toContain(`<p class="field-error" id="${field}-problem">`);
      expect(html).toMatch(
        new RegExp(`id="${field}"[^>]*aria-describedby="[^"]*${field}-problem"[^>]*aria-invalid="true"`),
      );
      for (const value of Object.values(change)) expect(html).toContain(`value="${value.replaceAll("&", "&amp;")}"`);
      expect(await site.content.draft("business")).toMatchObject({ revision: 0, waiting: false });
      expect(await site.auditRows()).toEqual([]);
    },
  );

  it("opens the lending assumptions: each figure's rate, source, link and start date, every control labelled", async () => {
    const html = (await site.get("/inbox/content/assumptions", eve)).body;
    expect(html).toContain("<h1>Lending assumptions</h1>");
    for (const key of LENDING_ASSUMPTION_KEYS) expect(html).toContain(`>${LENDING_ASSUMPTION_LABELS[key]}</legend>`);
    for (const attribute of ['name="loan-repayment-rate-value"', 'inputMode="decimal"', 'value="6"'])
      expect(tagOf(html, "loan-repayment-rate-value")).toContain(attribute);
    for (const attribute of ['type="date"', 'value="2026-07-01"'])
      expect(tagOf(html, "loan-repayment-rate-since")).toContain(attribute);
    expect(tagOf(html, "assessment-buffer-source-link")).toContain('value="https://www.apra.gov.au/"');
    for (const label of ["Rate (% a year)", "Buffer (percentage points)", "Source", "Source link", "Took effect"])
      expect(html).toContain(`>${label}</label>`);
    expect(unlabelled(html)).toEqual([]);
  });

  it("saves a new default rate and its source as a draft, the live version untouched", async () => {
    const change = {
      "loan-repayment-rate-value": "5.84",
      "loan-repayment-rate-source": "RBA F5, owner-occupier variable",
      "loan-repayment-rate-source-link": "https://www.rba.gov.au/statistics/tables/",
      "loan-repayment-rate-since": "2026-12-02",
    };
    const saved = await site.post("/inbox/content/assumptions", assumptionsForm(change), eve);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/inbox/content?saved=assumptions");
    expect((await site.content.draft("assumptions")).body.loanRepaymentRate).toEqual({
      value: 5.84,
      source: "RBA F5, owner-occupier variable",
      sourceUrl: "https://www.rba.gov.au/statistics/tables/",
      since: "2026-12-02",
    });
    expect(await site.content.currentVersion()).toMatchObject({ number: 1, content: sampleSiteContent() });
    expect(await site.auditRows()).toContainEqual({
      staff_id: eve.id,
      action: "saved content draft",
      detail: "Lending assumptions",
    });
  });

  it("refuses a stale save of the lending assumptions, keeping what was typed and showing the version saved meanwhile", async () => {
    await site.post(
      "/inbox/content/assumptions",
      assumptionsForm({ "loan-repayment-rate-value": "5.84", "loan-repayment-rate-since": "2026-12-02" }),
      ada,
    );
    const refused = await site.post("/inbox/content/assumptions", assumptionsForm({ "offset-rate-value": "6.1" }), eve);
    expect(refused.statusCode).toBe(409);
    expect(tagOf(refused.body, "offset-rate-value")).toContain('value="6.1"');
    expect(refused.body).toContain(
      "<dt>Loan repayment default rate</dt><dd>5.84 %, since 2026-12-02. Source: Our own example rate</dd>",
    );
    expect((await site.content.draft("assumptions")).body.offsetRate.value).toBe(6);
  });

  it.each([
    [
      "loan-repayment-rate-value",
      { "loan-repayment-rate-value": "45" },
      "Loan repayment default rate: enter a rate from 0.01 to 30 % a year, e.g. 6.25",
    ],
    [
      "offset-rate-value",
      { "offset-rate-value": "six" },
      "Offset default rate: enter a rate from 0.01 to 30 % a year, e.g. 6.25",
    ],
    [
      "refinance-new-rate-value",
      { "refinance-new-rate-value": "5.999" },
      "Refinance new rate default: at most two decimal places",
    ],
    [
      "assessment-buffer-value",
      { "assessment-buffer-value": "12" },
      "Borrowing power assessment buffer: enter 0 to 10 percentage points, e.g. 3",
    ],
    [
      "borrowing-power-rate-source",
      { "borrowing-power-rate-source": "" },
      "Borrowing power default rate source: enter the borrowing power default rate source",
    ],
    [
      "assessment-buffer-source-link",
      { "assessment-buffer-source-link": "http://www.apra.gov.au/" },
      "Borrowing power assessment buffer source link: enter an https:// address",
    ],
    [
      "how-long-to-repay-rate-since",
      { "how-long-to-repay-rate-since": "2026-02-30" },
      "How long to repay default rate start date: enter the day it took effect, e.g. 2026-07-01",
    ],
  ])(
    "refuses a bad lending assumption at %s with 400, naming the field, keeping what was typed, saving nothing",
    async (field, change, message) => {
      const answer = await site.post("/inbox/content/assumptions", assumptionsForm(change), eve);
      expect(answer.statusCode).toBe(400);
      const html = answer.body;
      expect(html).toContain("<title>Error: Lending assumptions · Lead inbox</title>");
      expect(html).toContain(`<a href="#${field}">${message}</a>`);
      expect(html).toMatch(
        new RegExp(`id="${field}"[^>]*aria-describedby="[^"]*${field}-problem"[^>]*aria-invalid="true"`),
      );
      for (const value of Object.values(change)) expect(tagOf(html, field)).toContain(`value="${value}"`);
      expect(await site.content.draft("assumptions")).toMatchObject({ revision: 0, waiting: false });
      expect(await site.auditRows()).toEqual([]);
    },
  );

  it("refuses a quote over 600 characters and an empty client name, each at its own control, and saves nothing", async () => {
    const entries = [
      { name: "Priya Raman", quote: "q".repeat(601) },
      { name: "", quote: "Fine." },
    ];
    const answer = await site.post("/inbox/content/testimonials", testimonialsForm(entries), eve);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('<a href="#testimonial-1-quote">Testimonial 1 › Quote: at most 600 characters</a>');
    expect(answer.body).toContain(
      '<a href="#testimonial-2-name">Testimonial 2 › Client name: enter the client name</a>',
    );
    expect(answer.body).toContain(`>${"q".repeat(601)}</textarea>`);
    expect((await site.content.draft("testimonials")).revision).toBe(0);
  });

  it("shows HTML typed in a quote as text, saved or refused", async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const entries = [{ name: "<b>Jo</b>", quote: hostile }];
    const saved = await site.post("/inbox/content/testimonials", testimonialsForm(entries), eve);
    expect(saved.statusCode).toBe(303);
    const form = (await site.get("/inbox/content/testimonials", eve)).body;
    expect(form).toContain(
      "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;</textarea>",
    );
    expect(form).toContain('value="&lt;b&gt;Jo&lt;/b&gt;"');
    expect(form).not.toContain("<script>alert(1)");
    expect(form).not.toContain("<b>Jo</b>");
    const refused = await site.post(
      "/inbox/content/testimonials",
      testimonialsForm([...entries, { name: "", quote: hostile }], { revision: "1" }),
      eve,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain("<script>alert(1)");
  });

  it("adds and removes testimonials in the form without saving, then saves the list as it is", async () => {
    const added = await site.post(
      "/inbox/content/testimonials",
      testimonialsForm(SAMPLE_TESTIMONIALS, { action: "add" }),
      eve,
    );
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain('<input type="hidden" name="count" value="4"/>');
    expect(tagOf(added.body, "testimonial-4-name")).toContain('value=""');
    expect(text(added.body)).toContain("Testimonial 4 is added at the end of the list.");

    const removed = await site.post(
      "/inbox/content/testimonials",
      testimonialsForm(SAMPLE_TESTIMONIALS, { action: "remove-2" }),
      eve,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toContain('<input type="hidden" name="count" value="2"/>');
    expect(removed.body).not.toContain("Tom Hughes");
    expect(tagOf(removed.body, "testimonial-2-name")).toContain('value="Grace Liu"');
    expect((await site.content.draft("testimonials")).revision).toBe(0);

    const kept = [SAMPLE_TESTIMONIALS[0], SAMPLE_TESTIMONIALS[2]].flatMap((entry) => (entry ? [entry] : []));
    expect((await site.post("/inbox/content/testimonials", testimonialsForm(kept), eve)).statusCode).toBe(303);
    expect((await site.content.pendingContent()).content.testimonials).toEqual(kept);
  });

  it("is refused a post from another origin", async () => {
    const answer = await site.app.inject({
      method: "POST",
      url: "/inbox/content/business",
      headers: {
        cookie: eve.cookie,
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
      },
      payload: new URLSearchParams(businessForm({ phone: "(03) 5550 0199" })).toString(),
    });
    expect(answer.statusCode).toBe(403);
    expect((await site.content.draft("business")).revision).toBe(0);
  });
});

describe("publishing", () => {
  it("is refused to a broker (403), who changes nothing", async () => {
    await site.post("/inbox/content/business", businessForm({ phone: "(03) 5550 0199" }), sam);
    const answer = await site.post("/inbox/content/publish", {}, sam);
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toBe("Only an admin or an editor can publish.");
    expect(site.publisher.calls).toEqual([]);
    expect(await site.content.currentVersionNumber()).toBe(1);
  });

  it("stages the drafts, records them as the next version, serves it, and says how many pages changed", async () => {
    await site.post("/inbox/content/business", businessForm({ phone: "(03) 5550 0199" }), sam);
    site.setNow(Date.parse("2026-11-26T09:15:00+11:00"));
    const answer = await site.post("/inbox/content/publish", {}, eve);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/inbox/content?published=2&pages=2");

    const published = { ...sampleSiteContent(), business: { ...SAMPLE_BUSINESS, phone: "(03) 5550 0199" } };
    const [stage] = site.publisher.callsOf("stage");
    expect(stage?.content).toEqual(published);
    expect(site.publisher.callsOf("activate")).toEqual([
      { method: "activate", staged: { folder: "/staging/test-1", changedPages: ["/", "/about"] }, version: 2 },
    ]);
    expect(site.publisher.callsOf("discard")).toEqual([]);
    expect(await site.content.version(2)).toMatchObject({
      content: published,
      publishedBy: "Eve Editor",
      pagesChangedOn: new Map([
        ["/", "2026-11-26"],
        ["/about", "2026-11-26"],
      ]),
    });

    const page = (await site.get(answer.headers.location as string, eve)).body;
    expect(text(page)).toContain("Version 2 is live: 2 pages updated.");
    expect(text(page)).toContain("The site shows version 2, published by Eve Editor, Thu 26 Nov 2026, 9:15 am.");
    expect(page).toMatch(/Business details<\/a><\/th><td>Published<\/td>/);
    expect(await site.auditRows()).toContainEqual({
      staff_id: eve.id,
      action: "published content",
      detail: "version 2",
    });
  });

  it("shows a PublishFailure's message and changes nothing: no version, no activation, the draft still waiting", async () => {
    await site.post("/inbox/content/business", businessForm({ phone: "(03) 5550 0199" }), eve);
    site.publisher.failNext("stage", "Publishing stopped: the server's disk is full. The live site is unchanged.");
    const answer = await site.post("/inbox/content/publish", {}, ada);
    expect(answer.statusCode).toBe(503);
    expect(text(answer.body)).toContain("Nothing was published");
    expect(text(answer.body)).toContain("Publishing stopped: the server's disk is full. The live site is unchanged.");
    expect(await site.content.currentVersionNumber()).toBe(1);
    expect(site.publisher.callsOf("activate")).toEqual([]);
    expect((await site.content.draft("business")).waiting).toBe(true);
    expect((await site.auditRows()).map((row) => row.action)).not.toContain("published content");
  });

  it("removes the staged pages when another publish took the version meanwhile, and says who", async () => {
    await site.post("/inbox/content/business", businessForm({ phone: "(03) 5550 0199" }), eve);
    site.publisher.whileStaging = async () => {
      const other = { ...sampleSiteContent(), business: { ...SAMPLE_BUSINESS, phone: "(03) 5550 0177" } };
      await site.content.recordPublish({ content: other, staff: ada, basedOn: 1 });
    };
    const answer = await site.post("/inbox/content/publish", {}, eve);
    expect(answer.statusCode).toBe(409);
    expect(text(answer.body)).toContain(
      "Version 2 was published by Ada Admin at Thu 26 Nov 2026, 9:00 am while this one was being prepared, so this one was not.",
    );
    expect(site.publisher.callsOf("discard")).toHaveLength(1);
    expect(site.publisher.callsOf("activate")).toEqual([]);
    expect(await site.content.currentVersionNumber()).toBe(2);
  });

  it("has nothing to publish when every draft is the live version", async () => {
    const answer = await site.post("/inbox/content/publish", {}, eve);
    expect(answer.headers.location).toBe("/inbox/content?nothing=1");
    expect(site.publisher.calls).toEqual([]);
  });
});

describe("the history", () => {
  async function publishNewPhone() {
    await site.post("/inbox/content/business", businessForm({ phone: "(03) 5550 0199" }), eve);
    const testimonials = SAMPLE_TESTIMONIALS.map((entry, index) =>
      index === 1 ? { ...entry, quote: "Clear advice, every time." } : entry,
    );
    await site.post("/inbox/content/testimonials", testimonialsForm(testimonials), eve);
    site.setNow(Date.parse("2026-11-26T09:20:00+11:00"));
    expect((await site.post("/inbox/content/publish", {}, eve)).statusCode).toBe(303);
  }

  it("lists every version newest first, with who, when and each field's change, and Roll back on the older ones", async () => {
    await publishNewPhone();
    const html = (await site.get("/inbox/content/history", eve)).body;
    const words = text(html);
    expect(words.indexOf("Version 2 (live)")).toBeLessThan(words.indexOf("Version 1"));
    expect(words).toContain("Published by Eve Editor, Thu 26 Nov 2026, 9:20 am.");
    expect(words).toContain("Loaded from the repository, Thu 26 Nov 2026, 9:00 am.");
    expect(html).toContain("<li>Testimonials › 2 › Quote: changed</li>");
    expect(html).toContain("<li>Business details › Phone: (03) 5550 0148 → (03) 5550 0199</li>");
    expect(html.match(/Roll back to this version/g)).toHaveLength(1);
    expect(formTo(html, "/inbox/content/history/1/roll-back")).toContain('method="post"');
    // A broker reads it, and is offered no roll back.
    const brokers = (await site.get("/inbox/content/history", sam)).body;
    expect(brokers).toContain("Business details › Phone: (03) 5550 0148 → (03) 5550 0199");
    expect(brokers).not.toContain("Roll back to this version");
  });

  it("rolls back by publishing an older version's content as a new version", async () => {
    await publishNewPhone();
    site.setNow(Date.parse("2026-11-26T09:25:00+11:00"));
    const answer = await site.post("/inbox/content/history/1/roll-back", {}, ada);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/inbox/content/history?published=3&pages=2&from=1");
    expect(site.publisher.callsOf("stage").at(-1)?.content).toEqual(sampleSiteContent());
    expect(site.publisher.callsOf("activate").at(-1)?.version).toBe(3);
    expect(await site.content.currentVersion()).toMatchObject({ number: 3, content: sampleSiteContent() });
    expect((await site.content.history())[0]).toMatchObject({ number: 3, rolledBackTo: 1, publishedBy: "Ada Admin" });

    const html = (await site.get(answer.headers.location as string, ada)).body;
    expect(text(html)).toContain("Version 3 is live: 2 pages updated. It has the content of version 1.");
    expect(text(html)).toContain("A roll back to the content of version 1.");
    expect(html).toContain("<li>Business details › Phone: (03) 5550 0199 → (03) 5550 0148</li>");
    expect(await site.auditRows()).toContainEqual({
      staff_id: ada.id,
      action: "rolled back content",
      detail: "version 3, the content of version 1",
    });
  });

  it("refuses a roll back to a broker, to the live version and to a version that is not there", async () => {
    await publishNewPhone();
    expect((await site.post("/inbox/content/history/1/roll-back", {}, sam)).statusCode).toBe(403);
    const live = await site.post("/inbox/content/history/2/roll-back", {}, eve);
    expect(live.statusCode).toBe(400);
    expect(text(live.body)).toContain("Version 2 is the live version: there is nothing to roll back to.");
    expect((await site.post("/inbox/content/history/9/roll-back", {}, eve)).statusCode).toBe(404);
    expect((await site.post("/inbox/content/history/x/roll-back", {}, eve)).statusCode).toBe(404);
    expect(await site.content.currentVersionNumber()).toBe(2);
    expect(site.publisher.callsOf("stage")).toHaveLength(1);
  });
});

describe("a deploy that adds a collection", () => {
  it("adds it to the live version as the repository has it, and a roll back to a version from before keeps it as it is live", async () => {
    const older = sampleSiteContent() as Partial<SiteContent>;
    delete older.homeSlides;
    const upgraded = await startContentStudio({ firstVersion: older as SiteContent });
    try {
      const editor = await upgraded.signIn("editor", "Eve Editor");
      await upgraded.content.ensureFirstVersion(sampleSiteContent());
      expect(await upgraded.content.currentVersion()).toMatchObject({ number: 2, content: sampleSiteContent() });
      const history = (await upgraded.get("/inbox/content/history", editor)).body;
      expect(history).toContain("<li>Home slides: added, as the repository has it</li>");

      const slides = structuredClone(SAMPLE_HOME_SLIDES);
      if (slides[0]) slides[0].buttonTarget = "/about";
      await upgraded.post("/inbox/content/homeSlides", slidesForm(slides), editor);
      expect((await upgraded.post("/inbox/content/publish", {}, editor)).statusCode).toBe(303);
      const rolledBack = await upgraded.post("/inbox/content/history/1/roll-back", {}, editor);
      expect(rolledBack.statusCode).toBe(303);
      expect(await upgraded.content.currentVersion()).toMatchObject({
        number: 4,
        content: { ...sampleSiteContent(), homeSlides: slides },
      });
    } finally {
      await upgraded.close();
    }
  });
});

describe("the preview", () => {
  it("shows a page with the drafts, noindex, no-store, under the page's own policy rather than the inbox's", async () => {
    await site.post("/inbox/content/business", businessForm({ phone: "(03) 5550 0199" }), sam);
    const answer = await site.get("/inbox/content/preview/about", sam);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["x-robots-tag"]).toContain("noindex");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toContain("<h1>Page /about</h1>");
    expect(answer.body).toContain("(03) 5550 0199");
    const policy = String(answer.headers["content-security-policy"]);
    expect(policy).not.toBe(INBOX_PAGE_POLICY);
    expect(policy).toContain(`script-src 'self' '${inlineScriptHashes(`<script>${TEST_PREVIEW_SCRIPT}</script>`)[0]}'`);
    // Framed only by the studio's phone-width page; its forms send nothing, so no lead comes from a preview.
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("form-action 'none'");
    expect(policy).not.toContain("form-action 'self'");
    expect(site.publisher.callsOf("preview").at(-1)?.pagePath).toBe("/about");
    // Nothing was published by looking.
    expect(await site.content.currentVersionNumber()).toBe(1);
  });

  it("previews the home page at the preview's own address, and answers 404 for a page the site does not have", async () => {
    expect((await site.get("/inbox/content/preview/", eve)).body).toContain("<h1>Page /</h1>");
    expect((await site.get("/inbox/content/preview", eve)).headers.location).toBe("/inbox/content/preview/");
    expect((await site.get("/inbox/content/preview/no-such-page", eve)).statusCode).toBe(404);
    expect((await site.get("/inbox/content/preview/..%2F..%2Fetc", eve)).statusCode).toBe(404);
    expect((await site.get("/inbox/content/preview/about", null)).statusCode).toBe(303);
  });

  it("shows a page at phone width in a frame of the preview, which only this page may frame", async () => {
    const answer = await site.get("/inbox/content/phone-preview?page=%2Fabout", eve);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<iframe class="phone-preview" src="/inbox/content/preview/about" width="390"');
    expect(answer.body).toContain('title="Preview of About at phone width"');
    expect(String(answer.headers["content-security-policy"])).toBe(`${INBOX_PAGE_POLICY}; frame-src 'self'`);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const studio = await site.get("/inbox/content", eve);
    expect(studio.body).toContain('href="/inbox/content/phone-preview?page=%2F"');
  });

  it("refuses a phone-width preview of an address that is not a page, naming the field", async () => {
    for (const page of ["about", "//evil.example", "/a b", "/%2e%2e"]) {
      const answer = await site.get(`/inbox/content/phone-preview?page=${encodeURIComponent(page)}`, eve);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain("page: give a page of the site");
    }
    expect((await site.get("/inbox/content/phone-preview?page=%2F", null)).statusCode).toBe(303);
  });
});

describe("the list collections' forms", () => {
  it("are each listed on the studio's page", async () => {
    const html = (await site.get("/inbox/content", eve)).body;
    for (const [collection, title] of [
      ["settlements", "Settlements"],
      ["team", "Team"],
      ["lendingPartners", "Lending partners"],
      ["homeSlides", "Home slides"],
    ]) {
      expect(html).toMatch(new RegExp(`<a href="/inbox/content/${collection}">${title}</a></th><td>Published</td>`));
    }
  });

  it("open the settlements with each story's picture, alt text, heading, description and Hidden, every control labelled", async () => {
    const html = (await site.get("/inbox/content/settlements", eve)).body;
    expect(html).toContain('<input type="hidden" name="count" value="3"/>');
    expect(html).toMatch(
      /<select id="settlement-1-image" name="settlement-1-image"[^>]*>.*<option value="built:settlement-cafe" selected="">settlement-cafe<\/option>/s,
    );
    expect(tagOf(html, "settlement-1-image-alt")).toContain('value="Café counter with an espresso machine"');
    expect(tagOf(html, "settlement-2-heading")).toContain('value="Bakery"');
    expect(tagOf(html, "settlement-3-hidden")).toContain('type="checkbox"');
    for (const label of ["Picture", "Alt text", "Heading", "Description", "Hidden"]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('<legend id="settlement-2">Settlement 2</legend>');
    expect(html).toContain('value="up-2"');
    expect(html).toContain('value="down-2"');
    expect(html).not.toContain('value="up-1"');
    expect(html).not.toContain('value="down-3"');
    expect(html).toContain(">Add a settlement</button>");
    expect(unlabelled(html)).toEqual([]);
  });

  it("save an edited heading and a hidden story as a draft, leaving the live version as it was", async () => {
    const entries = structuredClone(SAMPLE_SETTLEMENTS);
    const [cafe, bakery] = entries;
    if (!cafe || !bakery) throw new Error("the sample has three stories");
    cafe.heading = "Corner Café";
    bakery.hidden = true;
    const saved = await site.post("/inbox/content/settlements", settlementsForm(entries), eve);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/inbox/content?saved=settlements");
    expect((await site.content.pendingContent()).content.settlements).toEqual(entries);
    expect(await site.content.currentVersion()).toMatchObject({ number: 1, content: sampleSiteContent() });
    // The hidden story stays in the studio, ticked.
    const form = (await site.get("/inbox/content/settlements", eve)).body;
    expect(tagOf(form, "settlement-2-hidden")).toContain('checked=""');
    expect(tagOf(form, "settlement-1-heading")).toContain('value="Corner Café"');
    expect(await site.auditRows()).toContainEqual({
      staff_id: eve.id,
      action: "saved content draft",
      detail: "Settlements",
    });
  });

  it("move a story up in the form, saving nothing", async () => {
    const moved = await site.post("/inbox/content/settlements", settlementsForm(undefined, { action: "up-3" }), eve);
    expect(moved.statusCode).toBe(200);
    expect(text(moved.body)).toContain("Settlement 3 is now Settlement 2. Save the draft to keep the order.");
    expect(tagOf(moved.body, "settlement-2-heading")).toContain('value="Winery"');
    expect((await site.content.draft("settlements")).revision).toBe(0);
  });

  it.each([
    [
      "settlements",
      () =>
        settlementsForm(undefined, {
          "settlement-2-heading": "h".repeat(81),
        }),
      "settlement-2-heading",
      "Settlement 2 › Heading: at most 80 characters",
    ],
    [
      "settlements",
      () => settlementsForm(undefined, { "settlement-1-image-alt": "" }),
      "settlement-1-image-alt",
      "Settlement 1 › Image › Alt text: enter the alt text",
    ],
    [
      "team",
      () => teamForm(undefined, { "member-2-role": "" }),
      "member-2-role",
      "Team member 2 › Role: enter the role",
    ],
    [
      "team",
      () => teamForm(undefined, { "member-1-photo": "built:../../etc/passwd" }),
      "member-1-photo",
      "Team member 1 › Photo: choose a picture",
    ],
    [
      "lendingPartners",
      () => partnersForm(undefined, { "partner-3-name": "n".repeat(61) }),
      "partner-3-name",
      "Lending partner 3 › Name: at most 60 characters",
    ],
    [
      "homeSlides",
      () => slidesForm(undefined, { "slide-2-button-target": "https://evil.example/" }),
      "slide-2-button-target",
      "Slide 2 › Button target: choose one of the site's pages",
    ],
  ])(
    "refuse a bad %s field with 400, naming it at its control, and save nothing",
    async (collection, form, field, message) => {
      const answer = await site.post(`/inbox/content/${collection}`, form(), eve);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(`<a href="#${field}">${message.replaceAll("'", "&#x27;")}</a>`);
      expect(answer.body).toContain(`<p class="field-error" id="${field}-problem">`);
      expect(answer.body).toMatch(
        new RegExp(`id="${field}"[^>]*aria-describedby="[^"]*${field}-problem"[^>]*aria-invalid="true"`),
      );
      expect(await site.content.draft(collection as "settlements")).toMatchObject({ revision: 0, waiting: false });
      expect(await site.auditRows()).toEqual([]);
    },
  );

  it("save a team member's new role, a lending partner's new name and a slide's new button target", async () => {
    const team = structuredClone(SAMPLE_TEAM);
    if (team[0]) team[0].role = "Managing Broker";
    expect((await site.post("/inbox/content/team", teamForm(team), eve)).statusCode).toBe(303);

    const partners = structuredClone(SAMPLE_LENDING_PARTNERS);
    if (partners[1]) partners[1].name = "Harbourstone Bank";
    expect((await site.post("/inbox/content/lendingPartners", partnersForm(partners), eve)).statusCode).toBe(303);

    const slides = structuredClone(SAMPLE_HOME_SLIDES);
    if (slides[0]) slides[0].buttonTarget = "/settlements";
    expect((await site.post("/inbox/content/homeSlides", slidesForm(slides), eve)).statusCode).toBe(303);

    const pending = await site.content.pendingContent();
    expect(pending.changed).toEqual(["team", "lendingPartners", "homeSlides"]);
    expect(pending.content).toMatchObject({ team, lendingPartners: partners, homeSlides: slides });
  });

  it("offer a slide's button only the site's own pages, and a lending partner no logo", async () => {
    const slides = (await site.get("/inbox/content/homeSlides", eve)).body;
    expect(slides).toMatch(
      /<select id="slide-1-button-target"[^>]*>.*<option value="\/services\/businesspurchase" selected="">/s,
    );
    expect(slides).toContain('<option value="/privacy">/privacy</option>');
    const partners = (await site.get("/inbox/content/lendingPartners", eve)).body;
    expect(partners).toMatch(/<select id="partner-1-logo"[^>]*><option value="" selected="">None<\/option><\/select>/);
    expect(unlabelled(partners)).toEqual([]);
  });

  it("refuse a save over someone else's, keeping what was typed, with their list below, field by field", async () => {
    const theirs = structuredClone(SAMPLE_SETTLEMENTS);
    if (theirs[0]) theirs[0].heading = "Their Café";
    await site.post("/inbox/content/settlements", settlementsForm(theirs), ada);
    const refused = await site.post(
      "/inbox/content/settlements",
      settlementsForm(undefined, { "settlement-2-heading": "My Bakery" }),
      eve,
    );
    expect(refused.statusCode).toBe(409);
    expect(text(refused.body)).toContain("Changed by Ada Admin");
    expect(tagOf(refused.body, "settlement-2-heading")).toContain('value="My Bakery"');
    expect(refused.body).toContain("<dt>Heading</dt><dd>Their Café</dd>");
    expect(refused.body).toContain("<dt>Hidden</dt><dd>No</dd>");
    expect(refused.body).toContain(
      "<dt>Image</dt><dd>settlement-cafe › Alt text: Café counter with an espresso machine</dd>",
    );
    expect((await site.content.draft("settlements")).body).toEqual(theirs);
  });

  it("publish a hidden story and the history names it, field by field", async () => {
    const entries = structuredClone(SAMPLE_SETTLEMENTS);
    if (entries[1]) entries[1].hidden = true;
    await site.post("/inbox/content/settlements", settlementsForm(entries), eve);
    expect((await site.post("/inbox/content/publish", {}, eve)).statusCode).toBe(303);
    expect(site.publisher.callsOf("stage").at(-1)?.content.settlements).toEqual(entries);
    const history = (await site.get("/inbox/content/history", eve)).body;
    expect(history).toContain("<li>Settlements › 2 › Hidden: no → yes</li>");
  });
});
