// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installBrowserStubs } from "../test-utils/browser-stubs";
import { Carousel } from "./carousel";

describe("Carousel", () => {
  beforeEach(() => installBrowserStubs());
  afterEach(() => vi.useRealTimers());

  it("is a named carousel region with one labelled slide group per child", () => {
    render(
      <Carousel label="Banners" dots loop>
        <p key="a">First</p>
        <p key="b">Second</p>
        <p key="c">Third</p>
      </Carousel>,
    );
    const region = screen.getByRole("region", { name: "Banners" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = within(region).getAllByRole("group");
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAttribute("aria-roledescription", "slide");
    expect(slides[1]).toHaveAccessibleName("2 of 3");
    expect(within(region).getAllByRole("button", { name: /^Go to slide/ })).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
  });

  it("offers a stop/start button when it autoplays, and none for reduced motion", () => {
    const { unmount } = render(
      <Carousel label="Banners" autoplayDelay={5000}>
        <p>One</p>
        <p>Two</p>
      </Carousel>,
    );
    const stop = screen.getByRole("button", { name: "Stop automatic slide show" });
    fireEvent.click(stop);
    expect(screen.getByRole("button", { name: "Start automatic slide show" })).toBeInTheDocument();
    unmount();

    installBrowserStubs({ reducedMotion: true });
    render(
      <Carousel label="Calm" autoplayDelay={5000}>
        <p>One</p>
        <p>Two</p>
      </Carousel>,
    );
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).not.toBeInTheDocument();
  });

  it("shows no arrows or dots for a single slide", () => {
    render(
      <Carousel label="Solo" dots>
        <p>Only</p>
      </Carousel>,
    );
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    act(() => {});
  });
});
