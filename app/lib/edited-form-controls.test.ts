// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { editedFormControls } from "./edited-form-controls.ts";

/** A form as the browser parses prerendered HTML: its attributes are the defaults. */
function parsedForm(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  const form = document.querySelector("form");
  if (!form) throw new Error("no form");
  return form;
}

const NAMES = ["price", "rate", "note", "use", "first", "state", "years", "token", "news", "go"];

const radios = `
  <input type="radio" name="use" value="home" checked>
  <input type="radio" name="use" value="investment">`;
const states = `
  <select name="state">
    <option value="NSW" selected>New South Wales</option>
    <option value="VIC">Victoria</option>
  </select>`;

describe("editedFormControls", () => {
  it("finds nothing in a form nobody has touched", () => {
    expect(
      editedFormControls(
        parsedForm(`<input name="price" value="750000">${radios}${states}<textarea name="note">Hi</textarea>`),
        NAMES,
      ),
    ).toEqual({});
  });

  it("reads text typed into a box or a textarea, even typed back to empty", () => {
    const form = parsedForm(
      `<input name="price" value="750000"><input name="rate" type="text" value="6"><textarea name="note"></textarea>`,
    );
    (form.elements.namedItem("price") as HTMLInputElement).value = "850,000";
    (form.elements.namedItem("rate") as HTMLInputElement).value = "";
    (form.elements.namedItem("note") as HTMLTextAreaElement).value = "Call after five";
    expect(editedFormControls(form, NAMES)).toEqual({ price: "850,000", rate: "", note: "Call after five" });
  });

  it("reads the radio chosen in a group, once, by its group's name", () => {
    const form = parsedForm(radios);
    (form.querySelector('[value="investment"]') as HTMLInputElement).checked = true;
    expect(editedFormControls(form, NAMES)).toEqual({ use: "investment" });
  });

  it("reads a group with no default once a radio is chosen", () => {
    const form = parsedForm(`<input type="radio" name="first" value="1"><input type="radio" name="first" value="0">`);
    expect(editedFormControls(form, NAMES)).toEqual({});
    (form.querySelector('[value="0"]') as HTMLInputElement).checked = true;
    expect(editedFormControls(form, NAMES)).toEqual({ first: "0" });
  });

  it("reads the option picked in a select, and not a select showing its first option by default", () => {
    const form = parsedForm(
      `${states}<select name="years"><option value="25">25</option><option value="30">30</option></select>`,
    );
    expect(editedFormControls(form, NAMES)).toEqual({});
    (form.elements.namedItem("state") as HTMLSelectElement).value = "VIC";
    expect(editedFormControls(form, NAMES)).toEqual({ state: "VIC" });
  });

  it("reads only the names asked for", () => {
    const form = parsedForm(`<input name="price" value="750000"><input name="utm" value="">`);
    (form.elements.namedItem("price") as HTMLInputElement).value = "800000";
    (form.elements.namedItem("utm") as HTMLInputElement).value = "x";
    expect(editedFormControls(form, ["price"])).toEqual({ price: "800000" });
  });

  it("leaves out hidden fields, buttons, checkboxes and controls without a name", () => {
    const form = parsedForm(
      `<input type="hidden" name="token" value="a"><input type="checkbox" name="news"><input value="x"><button name="go" value="1">Go</button>`,
    );
    (form.elements.namedItem("token") as HTMLInputElement).value = "b";
    (form.elements.namedItem("news") as HTMLInputElement).checked = true;
    (form.querySelector("input:not([name])") as HTMLInputElement).value = "y";
    expect(editedFormControls(form, NAMES)).toEqual({});
  });
});
