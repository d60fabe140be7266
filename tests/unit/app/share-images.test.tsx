// @vitest-environment node
import { describe, expect, it } from "vitest";
import { GET, generateStaticParams } from "@/app/og/[image]/route";
import { SHARE_IMAGE_IDS, SHARE_IMAGES, shareImagePath } from "@/lib/shareImages";

/** The Open Graph images app/og/[image]/route.tsx draws at build (lib/shareImages.ts). */

const get = (image: string) => GET(new Request(`http://127.0.0.1/og/${image}`), { params: Promise.resolve({ image }) });

describe("share images", () => {
  it("prerenders one file per family, and every family has its texts", () => {
    expect(generateStaticParams()).toEqual(SHARE_IMAGE_IDS.map((id) => ({ image: `${id}.png` })));
    expect(SHARE_IMAGE_IDS.sort()).toEqual(["black-friday", "default", "streaming", "tim"]);
    for (const id of SHARE_IMAGE_IDS) {
      expect(shareImagePath(id)).toBe(`/og/${id}.png`);
      expect(SHARE_IMAGES[id].alt).toMatch(/^TIM Ultrafibra: /);
      expect(SHARE_IMAGES[id].alt).toContain(SHARE_IMAGES[id].headline);
    }
    expect(SHARE_IMAGES["black-friday"].dark).toBe(true);
    expect(SHARE_IMAGES.default.dark).toBe(false);
  });

  it("draws a 1200x630 PNG with the local fonts", async () => {
    const response = await get("default.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(1, 4).toString()).toBe("PNG");
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(body.length).toBeLessThan(300_000);
  }, 30_000);

  it.each(["nao-existe.png", "default", "default.jpg", "constructor.png"])("'%s' is not found", async (image) => {
    await expect(get(image)).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  });
});
