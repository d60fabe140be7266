import { expect, test } from "./support/test";

/**
 * What a page asks for before its first paint (README Decisions, Performance): Lighthouse's
 * simulated phone pays a round trip per render-blocking file, so the landing keeps its islands'
 * styles in the page stylesheet, and the web font is the small subset.
 */
const stylesheets = (html: string) => [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].length;

test("the landing names two stylesheets, the checkout three at most, and preloads the font subset", async ({ request }) => {
  const home = await (await request.get("/")).text();
  expect(stylesheets(home)).toBeLessThanOrEqual(2);
  expect(home).toMatch(/<link rel="preload" href="\/_next\/static\/media\/inter_subset[^"]*\.woff2" as="font"/);
  const checkout = await (await request.get("/checkout/cep/")).text();
  expect(stylesheets(checkout)).toBeLessThanOrEqual(3);
  for (const addon of ["/b/", "/black-friday/", "/hbo-max/"]) {
    expect(stylesheets(await (await request.get(addon)).text()), addon).toBeLessThanOrEqual(2);
  }
});
