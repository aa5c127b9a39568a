import { describe, expect, it } from "vitest";
import { INBOX_FILTER_PARAMS, inboxFilterQuery, readInboxFilter, SEARCH_MAX_LENGTH } from "./inbox-filter.ts";

const VIEWER = 7;

/** The query string as Fastify hands it over: repeated names become arrays. */
function parsed(query: string): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const earlier = values[name];
    values[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return values;
}

const read = (query: string) => readInboxFilter(parsed(query), VIEWER);

describe("reading the inbox's filter from the URL", () => {
  it("shows the inbox, unfiltered, when the URL has nothing", () => {
    expect(read("")).toEqual({
      filter: { view: "inbox" },
      before: undefined,
      problems: {},
      values: {
        view: "",
        status: "",
        form: "",
        enquiryType: "",
        reference: "",
        mine: "",
        unread: "",
        from: "",
        to: "",
        search: "",
        before: "",
      },
    });
  });

  it("reads every filter under its own parameter name", () => {
    const reading = read(
      "view=spam&status=contacted&form=inquiry&type=First+Home&heard=Friend%2FFamily&mine=1&unread=1&from=2026-11-01&to=2026-11-23&q=+mia+tran+&before=4711",
    );
    expect(reading.problems).toEqual({});
    expect(reading.filter).toEqual({
      view: "spam",
      status: "contacted",
      form: "inquiry",
      enquiryType: "First Home",
      reference: "Friend/Family",
      assignedTo: VIEWER,
      unread: true,
      from: "2026-11-01",
      to: "2026-11-23",
      search: "mia tran",
    });
    expect(reading.before).toBe(4711);
  });

  it("takes 'mine' as the viewer's own leads, so one link shows each person theirs", () => {
    expect(readInboxFilter(parsed("mine=1"), 3).filter.assignedTo).toBe(3);
    expect(readInboxFilter(parsed("mine=1"), 4).filter.assignedTo).toBe(4);
  });

  it("takes an unticked box, or any other value, as no filter", () => {
    for (const query of ["mine=&unread=", "mine=0&unread=0", "mine=yes&unread=true"]) {
      expect(read(query)).toMatchObject({ filter: { view: "inbox" }, problems: {} });
    }
  });

  it("filters by each form, the callback request too", () => {
    for (const form of ["inquiry", "referral", "callback"] as const) {
      expect(read(`form=${form}`).filter).toEqual({ view: "inbox", form });
    }
  });

  it("accepts a status however it is capitalised", () => {
    expect(read("status=Won").filter.status).toBe("won");
  });

  it.each([
    ["view", "view=archive", "View: choose Inbox, Needs first contact or Spam"],
    ["status", "status=closed", "Status: choose one of New, Contacted, Qualified, Won or Lost"],
    ["form", "form=contact", "Form: choose Inquiry, Referral or Callback"],
    [
      "enquiryType",
      "type=Boats",
      "Enquiry type: choose one of First Home, Refinance, Investment Loans, Business Purchase, Business Loans, Commercial Property Loan, Asset Finance, Private Equity Loan or Other",
    ],
    [
      "reference",
      "heard=TV",
      "Heard about us: choose one of Google, Social Media, Friend/Family, Advertisement or Other",
    ],
    ["from", "from=yesterday", "From: enter a date like 2026-11-23"],
    ["from", "from=2026-02-30", "From: enter a date like 2026-11-23"],
    ["to", "to=23/11/2026", "To: enter a date like 2026-11-23"],
    ["search", `q=${"a".repeat(SEARCH_MAX_LENGTH + 1)}`, `Search: enter ${SEARCH_MAX_LENGTH} characters or fewer`],
    ["before", "before=-5", "Page: that page link is damaged, so the newest leads are shown"],
    ["before", "before=1e3", "Page: that page link is damaged, so the newest leads are shown"],
  ] as const)(
    "sets a bad %s aside with a message naming it, and shows the page with the rest",
    (field, query, message) => {
      const reading = read(`${query}&form=referral`);
      expect(reading.problems).toEqual({ [field]: message });
      expect(reading.filter).toEqual({ view: "inbox", ...(field === "form" ? {} : { form: "referral" }) });
      expect(reading.before).toBeUndefined();
      // The value stays as typed, for the form to show beside its message.
      expect(reading.values[field]).toBe(new URLSearchParams(query).get(INBOX_FILTER_PARAMS[field])?.trim());
    },
  );

  it("never repeats a typed value in a message, so a crafted link cannot put words on the page", () => {
    const reading = read("status=<b>Call+0400+000+000</b>&type=Pay+now&from=click+here");
    expect(Object.values(reading.problems).join(" ")).not.toMatch(/Call|Pay now|click here/);
  });

  it("puts a problem on To when it is before From, and keeps From", () => {
    const reading = read("from=2026-11-23&to=2026-11-01");
    expect(reading.filter).toEqual({ view: "inbox", from: "2026-11-23" });
    expect(reading.problems).toEqual({ to: "To: enter a date on or after the From date" });
  });

  it("takes one day, From and To the same", () => {
    expect(read("from=2026-11-23&to=2026-11-23")).toMatchObject({
      filter: { from: "2026-11-23", to: "2026-11-23" },
      problems: {},
    });
  });

  it("takes a search of exactly the longest length, counted in characters", () => {
    expect(read(`q=${"é".repeat(SEARCH_MAX_LENGTH)}`).filter.search).toHaveLength(SEARCH_MAX_LENGTH);
    expect(read(`q=${"🙂".repeat(SEARCH_MAX_LENGTH)}`).problems).toEqual({});
  });

  it("uses the first value of a parameter given twice", () => {
    expect(read("status=won&status=lost").filter.status).toBe("won");
  });

  it("leaves out an empty search", () => {
    expect(read("q=+++").filter).toEqual({ view: "inbox" });
  });
});

describe("links to the list", () => {
  it("carry every value under its parameter name, encoded", () => {
    expect(
      inboxFilterQuery({
        status: "new",
        enquiryType: "First Home",
        reference: "Friend/Family",
        search: "o'brien & co",
        before: "120",
      }),
    ).toBe("?status=new&type=First+Home&heard=Friend%2FFamily&q=o%27brien+%26+co&before=120");
  });

  it("leave out empty values and the default view, and are empty when nothing is set", () => {
    expect(inboxFilterQuery({ view: "inbox", status: "", search: undefined })).toBe("");
    expect(inboxFilterQuery({})).toBe("");
    expect(inboxFilterQuery({ view: "spam" })).toBe("?view=spam");
  });

  it("read back as the same filter (the next page keeps the filters)", () => {
    const first = read(
      "view=spam&status=won&form=inquiry&type=Refinance&heard=Google&mine=1&unread=1&from=2026-01-01&to=2026-02-01&q=mia",
    );
    const next = read(inboxFilterQuery({ ...first.values, before: "99" }).slice(1));
    expect(next.filter).toEqual(first.filter);
    expect(next.before).toBe(99);
  });
});
