// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installBrowserStubs, layOutSlides } from "../test-utils/browser-stubs";
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
  });

  it("moves to the next slide every autoplay delay, loops, and pauses while hovered", async () => {
    vi.useFakeTimers();
    layOutSlides();
    render(
      <Carousel label="Banners" dots loop autoplayDelay={5000}>
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Carousel>,
    );
    const current = () =>
      screen
        .getAllByRole("button", { name: /^Go to slide/ })
        .find((dot) => dot.getAttribute("aria-current") === "true")
        ?.getAttribute("aria-label");
    expect(current()).toBe("Go to slide 1");
    await act(async () => vi.advanceTimersByTimeAsync(4900));
    expect(current()).toBe("Go to slide 1");
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(current()).toBe("Go to slide 2");
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(current()).toBe("Go to slide 1");

    fireEvent.mouseEnter(screen.getByRole("region", { name: "Banners" }));
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    expect(current()).toBe("Go to slide 1");
    fireEvent.mouseLeave(screen.getByRole("region", { name: "Banners" }));
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(current()).toBe("Go to slide 2");
  });

  it("goes to the slide whose dot is pressed, and steps with the arrows", async () => {
    layOutSlides();
    render(
      <Carousel label="Banners" dots loop>
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Carousel>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
    expect(screen.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(screen.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(screen.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
  });

  it("pauses while keyboard focus is inside and stays stopped once the shopper stops it", async () => {
    vi.useFakeTimers();
    layOutSlides();
    render(
      <>
        <Carousel label="Banners" dots loop autoplayDelay={5000}>
          <p>One</p>
          <p>Two</p>
          <p>Three</p>
        </Carousel>
        <button type="button">Elsewhere</button>
      </>,
    );
    const current = () =>
      screen
        .getAllByRole("button", { name: /^Go to slide/ })
        .find((dot) => dot.getAttribute("aria-current") === "true")
        ?.getAttribute("aria-label");
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });

    act(() => screen.getByRole("button", { name: "Go to slide 1" }).focus());
    await act(async () => vi.advanceTimersByTimeAsync(12_000));
    expect(current()).toBe("Go to slide 1");
    act(() => elsewhere.focus());
    await act(async () => vi.advanceTimersByTimeAsync(5_100));
    expect(current()).toBe("Go to slide 2");

    fireEvent.click(screen.getByRole("button", { name: "Stop automatic slide show" }));
    act(() => elsewhere.focus());
    await act(async () => vi.advanceTimersByTimeAsync(12_000));
    expect(current()).toBe("Go to slide 2");
    fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
    act(() => elsewhere.focus());
    await act(async () => vi.advanceTimersByTimeAsync(5_100));
    expect(current()).toBe("Go to slide 3");
  });
});
