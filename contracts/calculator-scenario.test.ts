import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { largestScenario, refinanceScenario, repaymentScenario } from "../tests/support/sample-scenarios.ts";
import {
  type CalculatorScenario,
  readScenarioField,
  SCENARIO_LIMITS,
  scenarioCalculatorName,
  scenarioCalculators,
  scenarioFieldValue,
  scenarioFragment,
  scenarioFromFragment,
  scenarioLinkOn,
  suggestedEnquiryType,
} from "./calculator-scenario.ts";

const SITE = "https://www.kestrelridge.example";

/** How the field's text reads once changed: the reading, or null for no scenario. */
function read(changes: Partial<CalculatorScenario> | Record<string, unknown>) {
  return readScenarioField(JSON.stringify({ ...repaymentScenario(), ...changes }));
}

const accepted = (changes: Partial<CalculatorScenario> | Record<string, unknown>) => read(changes)?.ok === true;

describe("a scenario sent with an inquiry", () => {
  it("is read back from the field's text exactly as the calculator built it", () => {
    for (const scenario of [repaymentScenario(), refinanceScenario()]) {
      expect(readScenarioField(scenarioFieldValue(scenario))).toEqual({ ok: true, scenario });
    }
  });

  it("is no scenario at all when the field is absent, empty or blank", () => {
    for (const text of [undefined, "", "   ", "\n"]) expect(readScenarioField(text)).toBeNull();
  });

  it("has its labels and values trimmed", () => {
    const reading = read({ inputs: [{ label: "  Loan amount ", value: " $500,000  " }] });
    expect(reading).toMatchObject({ ok: true, scenario: { inputs: [{ label: "Loan amount", value: "$500,000" }] } });
  });

  it("is refused when it is not JSON, with that reason", () => {
    for (const text of ["{", "scenario", "{'calculator': 'lrc'}", "[1,]"])
      expect(readScenarioField(text)).toEqual({ ok: false, reason: "not-json" });
  });

  it("is refused as invalid, never with an exception, when its shape is wrong", () => {
    for (const text of ["null", "42", '"lrc"', "[]", "{}", '{"__proto__":{"calculator":"lrc"}}']) {
      expect(readScenarioField(text)).toEqual({ ok: false, reason: "invalid" });
    }
    for (const calculator of ["nope", "constructor", "toString", "__proto__", "LRC", "", 7, null]) {
      expect(read({ calculator })).toEqual({ ok: false, reason: "invalid" });
    }
    expect(read({ colour: "teal" })).toEqual({ ok: false, reason: "invalid" });
    expect(read({ inputs: [{ label: "Loan amount", value: 500000 }] })).toEqual({ ok: false, reason: "invalid" });
    expect(read({ inputs: [{ label: "Loan amount", value: "$500,000", note: "x" }] })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(read({ results: "Repayment: $2,997.75" })).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("the scenario's bounds", () => {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ label: `Line ${index + 1}`, value: "$1" }));

  it("take 24 inputs and 24 results, and refuse a 25th", () => {
    expect(SCENARIO_LIMITS.lines).toBe(24);
    expect(accepted({ inputs: lines(24), results: lines(24) })).toBe(true);
    expect(accepted({ inputs: lines(25) })).toBe(false);
    expect(accepted({ results: lines(25) })).toBe(false);
  });

  it("want at least one input and one result", () => {
    expect(accepted({ inputs: [] })).toBe(false);
    expect(accepted({ results: [] })).toBe(false);
  });

  it("take a label of 80 characters and a value of 160, and refuse one more", () => {
    expect(accepted({ inputs: [{ label: "l".repeat(80), value: "v".repeat(160) }] })).toBe(true);
    expect(accepted({ inputs: [{ label: "l".repeat(81), value: "v" }] })).toBe(false);
    expect(accepted({ results: [{ label: "l", value: "v".repeat(161) }] })).toBe(false);
  });

  it("refuse an empty label or value, or one of spaces only", () => {
    for (const line of [
      { label: "", value: "$1" },
      { label: "Rate", value: "" },
      { label: "   ", value: "$1" },
      { label: "Rate", value: " \u00a0 " },
    ]) {
      expect(accepted({ inputs: [line] })).toBe(false);
    }
  });

  it("refuse a label or value holding a control character, a line break or a direction override", () => {
    for (const character of [
      "\u0000",
      "\u0007",
      "\u001b",
      "\n",
      "\r",
      "\t",
      "\u007f",
      "\u0085",
      "\u202e",
      "\u2066",
      "\u2028",
      "\u2029",
    ]) {
      expect(
        accepted({ inputs: [{ label: `Loan${character}amount`, value: "$500,000" }] }),
        JSON.stringify(character),
      ).toBe(false);
      expect(
        accepted({ results: [{ label: "Repayment", value: `$2,997${character}.75` }] }),
        JSON.stringify(character),
      ).toBe(false);
    }
  });

  it("refuse a label or value holding an invisible character: a zero-width space, a direction mark, a byte-order mark", () => {
    for (const character of ["\u200b", "\u200d", "\u200e", "\u200f", "\u061c", "\ufeff", "\u2060"]) {
      expect(
        accepted({ inputs: [{ label: `Re${character}create it`, value: "$500,000" }] }),
        JSON.stringify(character),
      ).toBe(false);
      expect(
        accepted({ results: [{ label: "Repayment", value: `$2,997${character}.75` }] }),
        JSON.stringify(character),
      ).toBe(false);
    }
  });

  it("refuse a web or e-mail address in a label or value: the scenario's one link is its own, on our site", () => {
    for (const text of [
      "https://kestrelridge-secure.example/verify",
      "Call us: www.pay-now.example",
      "pay.example/verify",
      "BSB via accounts@elsewhere.example",
      "kestrelridge-secure.com.au",
      "ftp://files",
    ]) {
      expect(accepted({ results: [{ label: "Recreate it", value: text }] }), text).toBe(false);
      expect(accepted({ inputs: [{ label: text.slice(0, 80), value: "$1" }] }), text).toBe(false);
    }
  });

  it("take what the calculators write: figures, durations, choices and sentences", () => {
    const lines = [
      { label: "Interest rate (% a year)", value: "6.25 %" },
      { label: "Repayment", value: "$2,997.75" },
      { label: "Monthly saving", value: "−$157.86" },
      { label: "Time saved", value: "4 years 11 months" },
      { label: "State or territory", value: "New South Wales" },
      {
        label: "Lump sum",
        value:
          "Your lump sum of $7,000.00 covers the $6,000.00 owed at the end of year 1, so it pays the loan off then.",
      },
      { label: "Switching costs repaid in", value: "Never: there is no monthly saving, e.g. at a higher rate." },
    ];
    expect(accepted({ results: lines })).toBe(true);
  });

  it("take a link of 1000 characters and refuse one more", () => {
    const linkOf = (length: number) => `/lrc?amount=${"5".repeat(length - "/lrc?amount=".length)}`;
    expect(accepted({ link: linkOf(1000) })).toBe(true);
    expect(accepted({ link: linkOf(1001) })).toBe(false);
  });

  it("refuse a text over 8000 characters before reading it, and read one of exactly 8000", () => {
    const largest = scenarioFieldValue(largestScenario());
    expect(largest).toHaveLength(SCENARIO_LIMITS.json);
    expect(readScenarioField(largest)).toMatchObject({ ok: true });
    // Spaces are valid JSON: only the length makes this one too large.
    expect(readScenarioField(`${largest} `)).toEqual({ ok: false, reason: "too-large" });
    expect(readScenarioField("x".repeat(1_000_000))).toEqual({ ok: false, reason: "too-large" });
  });
});

describe("the scenario's link", () => {
  it("is the calculator's own page, with or without a query as URLSearchParams writes it", () => {
    for (const link of [
      "/lrc",
      "/lrc?",
      "/lrc?amount=500000&rate=6.5",
      "/lrc?note=a+b%20c&x=%F0%9F%98%80",
      "/lrc?a=1*2-3_4.5~6",
    ]) {
      expect(accepted({ link }), link).toBe(true);
    }
    for (const [calculator, { path }] of Object.entries(scenarioCalculators)) {
      expect(accepted({ calculator, link: `${path}?a=1` }), calculator).toBe(true);
    }
  });

  it("is refused when it leads anywhere else: another path, another origin, a fragment, whitespace or a control", () => {
    const refused = [
      "/sdc?price=850000",
      "/lrcx",
      "/lrc/",
      "/lrc/../inquiry",
      "/lrc?next=/inquiry#top",
      "/LRC",
      "lrc",
      "",
      "https://evil.example/lrc",
      "http://www.kestrelridge.example/lrc",
      "//evil.example/lrc",
      "///evil.example/lrc",
      "/\\evil.example",
      "/lrc\\evil",
      "javascript:alert(1)//lrc",
      "/lrc#scenario",
      "/lrc?a=1#b",
      "#/lrc",
      " /lrc",
      "/lrc ",
      "/lrc?a=1 2",
      "/lrc?a=1\t2",
      "/lrc?a=\n",
      "/lrc?a=\u0000",
      "/lrc?a=\u2028",
      "/lrc?a=<script>",
      '/lrc?a="',
      "/lrc?a=1;b=2",
      "/lrc?a=@evil.example",
    ];
    for (const link of refused) expect(accepted({ link }), JSON.stringify(link)).toBe(false);
  });

  it("on our site, is always our site's address and the calculator's page, whatever text was sent", () => {
    const linkText = fc.string({
      unit: fc.constantFrom(..."/lrc?&=#%.:@\\ \t\n+*-_~aZ09\u2028", "//", "/lrc", "https:", "evil.example"),
      maxLength: 16,
    });
    fc.assert(
      fc.property(linkText, (link) => {
        const reading = read({ link });
        if (!reading?.ok) return;
        const url = new URL(scenarioLinkOn(SITE, reading.scenario));
        expect(url.origin).toBe(SITE);
        expect(url.pathname).toBe("/lrc");
        expect(url.hash).toBe("");
      }),
      { numRuns: 2000 },
    );
  });

  it("is made absolute on the site it is shown for", () => {
    expect(scenarioLinkOn(SITE, repaymentScenario())).toBe(
      `${SITE}/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=pi&extra=200`,
    );
    expect(scenarioLinkOn("http://localhost:3000", refinanceScenario())).toBe(
      "http://localhost:3000/refinance?balance=420000&rate=6.49&years=25&newRate=5.89&fees=1200",
    );
  });
});

describe("the scenario in the inquiry page's fragment", () => {
  it("comes back exactly as it went, whatever its labels hold", () => {
    const scenario = {
      ...refinanceScenario(),
      inputs: [{ label: "Rate & fees #1 ?=%", value: "50% off — “café” 😀" }],
    };
    expect(scenarioFragment(scenario)).toMatch(/^#scenario=[\w.~*'()!%-]*$/);
    expect(scenarioFromFragment(scenarioFragment(scenario))).toEqual(scenario);
  });

  it("is nothing when the fragment is another, empty, cannot be decoded or holds a scenario that will not do", () => {
    const invalid = { ...repaymentScenario(), link: "//evil.example/lrc" };
    for (const hash of [
      "",
      "#",
      "#scenario=",
      "#top",
      "#other=1",
      "#scenario=%E0%A4%A",
      "#scenario={",
      `#scenario=${encodeURIComponent(JSON.stringify(invalid))}`,
    ]) {
      expect(scenarioFromFragment(hash), hash).toBeNull();
    }
  });
});

describe("the enquiry type a scenario suggests", () => {
  it("is Refinance for a refinance and First Home for a first home's stamp duty, and nothing otherwise", () => {
    expect(suggestedEnquiryType(refinanceScenario())).toBe("Refinance");
    expect(suggestedEnquiryType({ calculator: "sdc", link: "/sdc?state=VIC&price=850000&first=1" })).toBe("First Home");
    expect(suggestedEnquiryType({ calculator: "sdc", link: "/sdc?first=0&price=850000" })).toBeUndefined();
    expect(suggestedEnquiryType({ calculator: "sdc", link: "/sdc" })).toBeUndefined();
    expect(suggestedEnquiryType({ calculator: "lrc", link: "/lrc?first=1" })).toBeUndefined();
    expect(suggestedEnquiryType(repaymentScenario())).toBeUndefined();
  });
});

describe("the calculator's name", () => {
  it("comes from its id, never from the scenario's own text", () => {
    expect(scenarioCalculatorName(repaymentScenario())).toBe("Loan Repayment Calculator");
    expect(scenarioCalculatorName(refinanceScenario())).toBe("Refinance Calculator");
    expect(read({ name: "Cheap Loans Calculator" })).toEqual({ ok: false, reason: "invalid" });
  });
});
