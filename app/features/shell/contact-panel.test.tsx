// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { brand } from "#app/content/brand.ts";
import { ContactPanel } from "./contact-panel.tsx";

function renderPanel() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <>
          <ContactPanel />
          <p>Elsewhere on the page</p>
        </>
      ),
    },
    { path: "/inquiry", element: <h1>Inquiry Form</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), button: screen.getByRole("button", { name: "Contact" }) };
}

describe("ContactPanel", () => {
  it("is closed until asked", () => {
    const { button } = renderPanel();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Request a Callback" })).not.toBeInTheDocument();
  });

  it("shows the phone as a tel: link and the callback link when hovered", async () => {
    const { user, button } = renderPanel();
    await user.hover(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: brand.phone.display })).toHaveAttribute("href", `tel:${brand.phone.e164}`);
    expect(screen.getByRole("link", { name: "Request a Callback" })).toHaveAttribute("href", "/inquiry");
    await user.unhover(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("opens on keyboard focus and Escape closes it, leaving focus on the button", async () => {
    const { user, button } = renderPanel();
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("stays open after a click until a click outside", async () => {
    const { user, button } = renderPanel();
    await user.click(button);
    await user.unhover(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByText("Elsewhere on the page"));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when focus moves on past its links", async () => {
    const { user, button } = renderPanel();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("link", { name: "Request a Callback" })).toHaveFocus();
    await user.tab();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
