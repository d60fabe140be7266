import { readFile } from "node:fs/promises";
import path from "node:path";
import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { isShareImageId, SHARE_IMAGE_IDS, SHARE_IMAGE_SIZE, SHARE_IMAGES, shareImageFile } from "@/lib/shareImages";
import { ShareCard } from "./ShareCard";

/**
 * /og/{family}.png, the Open Graph images (lib/shareImages.ts). Not the opengraph-image file
 * convention: that one cannot sit under the optional catch-all app/[[...addon]], and at the root it
 * would give every page every image. Drawn once at build (prerendered, like the pages) with the
 * site's own Inter, static instances of the web font's subset (scripts/subset-font.sh): satori reads
 * neither woff2 nor variable weights, and nothing is downloaded.
 */

export const dynamicParams = false;

export function generateStaticParams(): { image: string }[] {
  return SHARE_IMAGE_IDS.map((id) => ({ image: shareImageFile(id) }));
}

const font = (weight: 500 | 800) => readFile(path.join(process.cwd(), `app/fonts/inter-og-${weight}.ttf`));

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const id = image.replace(/\.png$/, "");
  if (!isShareImageId(id) || shareImageFile(id) !== image) notFound();
  const [medium, bold] = await Promise.all([font(500), font(800)]);
  return new ImageResponse(<ShareCard image={SHARE_IMAGES[id]} />, {
    ...SHARE_IMAGE_SIZE,
    fonts: [
      { name: "Inter", data: medium, weight: 500, style: "normal" },
      { name: "Inter", data: bold, weight: 800, style: "normal" },
    ],
  });
}
