// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../test-utils/render";
import { RouteFocus } from "./route-focus";

function Shell() {
  return (
    <>
      <button type="button">Header button</button>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <RouteFocus />
    </>
  );
}

/** A page whose heading shows only once its data has come (a late page). */
function LatePage() {
  const [ready, setReady] = useState(false);
  setTimeout(() => setReady(true), 200);
  return ready ? <h1>Late page</h1> : <p>Loading...</p>;
}

function renderShell(path = "/") {
  return renderRoutes(
    [
      {
        Component: Shell,
        children: [
          { path: "/", element: <h1>Home</h1> },
          { path: "/sign-in", element: <h1>Sign in</h1> },
          { path: "/late", element: <LatePage /> },
          { path: "/all-products/FORD/F67-HOOD", element: <div role="dialog" aria-modal="true" aria-label="Part" /> },
        ],
      },
    ],
    { path },
  );
}

describe("RouteFocus", () => {
  it("leaves the first page's focus alone, then moves focus to the new page's h1 on every change of page", async () => {
    const { router } = renderShell();
    screen.getByRole("button", { name: "Header button" }).focus();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(screen.getByRole("button", { name: "Header button" })).toHaveFocus();
    await act(() => router.navigate("/sign-in"));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toHaveFocus());
    expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute("tabindex", "-1");
  });

  it("leaves focus in a popup the shopper opened before the new page's heading came (it would close the popup)", async () => {
    const { router } = renderShell();
    await act(() => router.navigate("/late"));
    const popup = document.createElement("div");
    popup.setAttribute("role", "dialog");
    const field = document.createElement("input");
    popup.append(field);
    document.body.append(popup);
    field.focus();
    await screen.findByRole("heading", { level: 1, name: "Late page" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(field).toHaveFocus();
    popup.remove();
  });

  it("waits for a page whose heading comes late", async () => {
    const { router } = renderShell();
    await act(() => router.navigate("/late"));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Late page" })).toHaveFocus());
  });

  it("leaves focus to a quick view opened from a list", async () => {
    const { router } = renderShell();
    screen.getByRole("button", { name: "Header button" }).focus();
    await act(() => router.navigate("/all-products/FORD/F67-HOOD", { state: { openedFromList: true } }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByRole("button", { name: "Header button" })).toHaveFocus();
  });
});
