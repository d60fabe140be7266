import { render, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NewsSection } from "@/components/landing/sections/news/NewsSection";
import { getAddon } from "@/lib/addons";
import { listedNews, NEWS, type NewsItem } from "@/lib/content/news";

const videoItem: NewsItem = {
  id: "video-com-link",
  imageName: "instalacao.svg",
  title: "Um vídeo com endereço",
  description: "Descrição.",
  fullDescription: [],
  streamLink: "https://example.test/video",
  stream: true,
  external: false,
  linkNews: null,
  showModal: true,
};

describe("news carousel lists only videos it can play (marketing §2 'News card')", () => {
  it("leaves out a video item without a stream address and keeps one with it", () => {
    const listed = listedNews([...NEWS, videoItem]);
    expect(listed.filter((item) => item.stream && item.streamLink === null)).toEqual([]);
    expect(listed).toContain(videoItem);
    // The items that are not videos all stay.
    expect(listed.filter((item) => !item.stream)).toEqual(NEWS.filter((item) => !item.stream));
  });

  it("the news section shows no card for a video without a stream", () => {
    render(<NewsSection addon={getAddon("")} />);
    const section = document.getElementById("noticias")!;
    for (const item of NEWS.filter((news) => news.stream && news.streamLink === null)) {
      expect(within(section).queryByText(item.title)).toBeNull();
    }
    expect(within(section).getByText(NEWS[0]!.title)).toBeInTheDocument();
  });
});
