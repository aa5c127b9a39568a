// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FieldFrame, fieldBorder } from "./field-frame.tsx";

describe("FieldFrame", () => {
  it("names its control by the visible label", () => {
    render(<FieldFrame label="Email">{(control) => <input {...control} />}</FieldFrame>);
    expect(screen.getByRole("textbox", { name: "Email" })).toBeInTheDocument();
  });

  it("ties the message to its field for assistive technology", () => {
    render(
      <FieldFrame label="Email" error="Enter an email address.">
        {(control) => <input {...control} />}
      </FieldFrame>,
    );
    const field = screen.getByRole("textbox", { name: "Email" });
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Enter an email address.");
  });

  it("marks nothing invalid and describes nothing while there is no message", () => {
    const { container } = render(<FieldFrame label="Email">{(control) => <input {...control} />}</FieldFrame>);
    const field = screen.getByRole("textbox", { name: "Email" });
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(field).not.toHaveAttribute("aria-describedby");
    expect(container.querySelector("p")).toBeNull();
  });

  it("ends the message's id with the word it is given, after the frame's own id", () => {
    render(
      <FieldFrame label="Rate" error="Enter a rate." errorIdSuffix="problem">
        {(control) => <input {...control} />}
      </FieldFrame>,
    );
    const field = screen.getByRole("textbox", { name: "Rate" });
    expect(field.getAttribute("aria-describedby")).toBe(`${field.id}-problem`);
    expect(screen.getByText("Enter a rate.")).toHaveAttribute("id", `${field.id}-problem`);
  });

  it("gives each field an id of its own, so two frames never share a label or a message", () => {
    render(
      <>
        <FieldFrame label="Name" error="Enter your name.">
          {(control) => <input {...control} />}
        </FieldFrame>
        <FieldFrame label="Phone" error="Enter your phone number.">
          {(control) => <input {...control} />}
        </FieldFrame>
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Enter your name.");
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAccessibleDescription("Enter your phone number.");
  });

  it("styles the frame as asked, leaving the control's look to the control", () => {
    const { container } = render(
      <FieldFrame label="Message" className="sm:col-span-2">
        {(control) => <textarea {...control} />}
      </FieldFrame>,
    );
    expect(container.firstElementChild).toHaveClass("sm:col-span-2");
    expect(screen.getByRole("textbox", { name: "Message" })).not.toHaveAttribute("class");
  });
});

describe("fieldBorder", () => {
  it("draws a field's box red while it has a message, and quiet otherwise", () => {
    expect(fieldBorder(true)).toContain("border-red-700");
    expect(fieldBorder(false)).not.toContain("red");
  });
});
