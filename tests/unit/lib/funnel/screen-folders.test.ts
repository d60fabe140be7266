// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { STEPS } from "@/lib/funnel/steps";

/**
 * A checkout screen lives in the folder of its row's stage (lib/funnel/steps.ts), so
 * that the folders read like the progress bar's stages. Read from the one place a screen is chosen
 * for a route (components/screens/clientScreens.ts).
 */

const STAGE_FOLDERS: Record<string, string> = {
  disponibilidade: "availability",
  "dados-pessoais": "personal",
  pagamento: "payment",
  "instalação": "installation",
  "pedido-realizado": "order",
};

const source = readFileSync(path.join(__dirname, "..", "..", "..", "..", "components", "screens", "clientScreens.ts"), "utf8");
const importOf = new Map([...source.matchAll(/const (\w+) = dynamic\(\(\) => import\("([^"]+)"\)/g)].map((m) => [m[1], m[2]]));
const screenOf = new Map([...source.matchAll(/^\s+"?([\w/-]+)"?: (\w+),$/gm)].map((m) => [m[1], m[2]]));

describe("checkout screens sit in their stage's folder", () => {
  const checkout = Object.entries(STEPS).filter(([, row]) => row.section === "checkout");

  it("reads every checkout route's screen", () => {
    expect(checkout.length).toBeGreaterThanOrEqual(29);
    for (const [key] of checkout) expect(importOf.get(screenOf.get(key) ?? ""), key).toMatch(/^@\/components\/checkout\//);
  });

  it.each(checkout)("%s", (key, row) => {
    const folder = STAGE_FOLDERS[row.stage ?? ""];
    expect(folder, `stage ${row.stage} has a folder`).toBeDefined();
    expect(importOf.get(screenOf.get(key) ?? "")).toMatch(new RegExp(`^@/components/checkout/${folder}/`));
  });
});
