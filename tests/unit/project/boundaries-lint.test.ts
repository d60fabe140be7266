// @vitest-environment node
import { ESLint } from "eslint";

/**
 * The floors' rule (eslint.config.mjs, import/no-restricted-paths) read by ESLint itself on
 * fixture sources placed in each folder: a violation fails `npm run lint`, the allowed direction
 * passes. The files need not exist; the imports they name do, so the resolver finds them.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

describe("the boundary rule (app → components → lib; the sandbox through the contract)", () => {
  it.each([
    ["lib/fixture.ts", "lib reaches up into components", 'import { Button } from "@/components/ui/Button";\nexport const b = Button;\n'],
    ["lib/funnel/fixture.ts", "a type import up counts too", 'import type { ScreenComponent } from "../../components/screens/types";\nexport type S = ScreenComponent;\n'],
    ["lib/fixture.ts", "lib reaches into app", 'import NotFound from "@/app/not-found";\nexport const n = NotFound;\n'],
    ["components/ui/fixture.ts", "components reach into app", 'import NotFound from "@/app/not-found";\nexport const n = NotFound;\n'],
    ["components/ui/fixture.ts", "the storefront imports the sandbox", 'import { getDb } from "@/sandbox";\nexport const s = getDb;\n'],
    ["sandbox/fixture.ts", "the sandbox reaches storefront code outside the contract", 'import { ADDONS } from "@/lib/addons";\nexport const a = ADDONS;\n'],
  ])("%s: refused (%s)", async (file, _why, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  }, 60_000);

  it.each([
    ["app/fixture.ts", 'import { Button } from "@/components/ui/Button";\nimport { ADDONS } from "@/lib/addons";\nexport const x = [Button, ADDONS];\n'],
    ["components/ui/fixture.ts", 'import { ADDONS } from "@/lib/addons";\nexport const a = ADDONS;\n'],
    ["sandbox/fixture.ts", 'import { CALLS } from "@/lib/api/contract";\nimport { onlyDigits } from "@/lib/validation/digits";\nexport const x = [CALLS, onlyDigits];\n'],
  ])("%s: allowed (downwards, or through the contract)", async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  }, 60_000);
});
