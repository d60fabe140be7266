// @vitest-environment node
import { ESLint } from "eslint";

/**
 * No bare <form> in app/ or components/ (eslint.config.mjs): with scripts off it submits natively,
 * a GET with its fields in the URL. ui/Form is the one place that writes the element, with
 * method="post" (tests/e2e/no-script.spec.ts shows what a browser without scripts then does).
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function formErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

const BARE = "export function X() {\n  return <form />;\n}\n";

describe("forms go through ui/Form", () => {
  it.each(["components/checkout/Fixture.tsx", "app/Fixture.tsx"])("a bare <form> in %s is refused", async (file) => {
    expect(await formErrors(file, BARE)).toEqual([expect.stringContaining("components/ui/Form")]);
  }, 60_000);

  it("ui/Form itself writes the element, and a screen uses it", async () => {
    expect(await formErrors("components/ui/Form.tsx", BARE)).toEqual([]);
    const screen = 'import { Form } from "@/components/ui/Form";\nexport function X() {\n  return <Form />;\n}\n';
    expect(await formErrors("components/checkout/Fixture.tsx", screen)).toEqual([]);
  }, 60_000);
});
