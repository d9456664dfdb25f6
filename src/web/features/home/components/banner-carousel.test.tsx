// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installBrowserStubs } from "../../../test-utils/browser-stubs";
import { renderAt } from "../../../test-utils/render";
import { failure, stubApi } from "../../../test-utils/stub-api";
import { BannerCarousel } from "./banner-carousel";

const BANNERS = [
  { seq: 1, link: "/specials", img_path: "/images/banners/1.svg" },
  { seq: 2, link: "/promotions", img_path: "/images/banners/2.svg" },
  { seq: 3, link: "https://example.com/classic", img_path: "/images/banners/3.svg" },
];

describe("Banner carousel", () => {
  beforeEach(() => installBrowserStubs());

  it("names each banner's image by the alt text saved in the console ('Banner' + seq when none), opening shop links in the same tab and other sites in a new one", async () => {
    stubApi({ "GET /api/banner": [{ ...BANNERS[0]!, alt: "Spring sale on steel hoods" }, BANNERS[1]!, BANNERS[2]!] });
    renderAt(<BannerCarousel />);
    const carousel = await screen.findByRole("region", { name: "Banners" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const images = within(carousel).getAllByRole("img");
    expect(images.map((img) => img.getAttribute("alt"))).toEqual(["Spring sale on steel hoods", "Banner2", "Banner3"]);
    expect(images[0]).toHaveAttribute("src", "/images/banners/1.svg");
    const links = within(carousel).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/specials", "/promotions", "https://example.com/classic"]);
    for (const link of links.slice(0, 2)) expect(link).not.toHaveAttribute("target");
    expect(links[2]).toHaveAttribute("target", "_blank");
    expect(links[2]).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(carousel).getAllByRole("button", { name: /^Go to slide \d$/ })).toHaveLength(3);
    expect(within(carousel).getByRole("button", { name: "Previous slide" })).toBeInTheDocument();
    expect(within(carousel).getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    expect(within(carousel).getByRole("button", { name: "Stop automatic slide show" })).toBeInTheDocument();
    expect(
      within(carousel)
        .getAllByRole("group")
        .map((slide) => slide.getAttribute("aria-roledescription")),
    ).toEqual(["slide", "slide", "slide"]);
  });

  it("shows French pages the picture and alt text staff gave them, and the English ones where they gave none (decision 039)", async () => {
    stubApi({
      "GET /api/banner": [
        { ...BANNERS[0]!, alt: "Spring sale on steel hoods", img_path_fr: "/images/banners/soldes.jpg", alt_fr: "Soldes de printemps sur les capots" },
        { ...BANNERS[1]!, alt: "Hot deals", img_path_fr: "", alt_fr: "" },
      ],
    });
    renderAt(<BannerCarousel />, { locale: "fr-CA" });
    const images = within(await screen.findByRole("region", { name: "Bannières" })).getAllByRole("img");
    expect(images.map((img) => [img.getAttribute("src"), img.getAttribute("alt")])).toEqual([
      ["/images/banners/soldes.jpg", "Soldes de printemps sur les capots"],
      ["/images/banners/2.svg", "Hot deals"],
    ]);
  });

  it("does not autoplay when the shopper prefers reduced motion", async () => {
    installBrowserStubs({ reducedMotion: true });
    stubApi({ "GET /api/banner": BANNERS });
    renderAt(<BannerCarousel />);
    const carousel = await screen.findByRole("region", { name: "Banners" });
    expect(within(carousel).queryByRole("button", { name: /automatic slide show/ })).not.toBeInTheDocument();
    expect(within(carousel).getAllByRole("img")).toHaveLength(3);
  });

  it("logs 'Failed to fetch banners' and stays empty when the banner call fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi({ "GET /api/banner": failure(500, "database down") });
    renderAt(<BannerCarousel />);
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Failed to fetch banners", expect.anything()));
    const carousel = await screen.findByRole("region", { name: "Banners" });
    expect(within(carousel).queryAllByRole("img")).toHaveLength(0);
    expect(within(carousel).queryByRole("button")).not.toBeInTheDocument();
  });
});
