// The bench's yardstick: a bare Next.js page (a heading and one client button, no styles, no data),
// built with the project's own Next.js and React and measured by the same Lighthouse in the same
// run. Lighthouse slows the CPU by 4x relative to the host, so a score means little without the
// host: on this machine the same storefront pages scored 73-76 on a slow day and 93-97 on a fast
// one. The bare page on the same run tells how much of the budget the framework itself uses.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { log, runCommand, startChild, stopChild, waitFor200 } from "./proc.mjs";

const FILES = {
  "package.json": JSON.stringify({ name: "bench-baseline", private: true }),
  "next.config.mjs": "export default {};\n",
  "app/layout.jsx": `export const metadata = { title: "Bare page", description: "A bare Next.js page for scale." };
export default function RootLayout({ children }) {
  return <html lang="pt-BR"><body>{children}</body></html>;
}
`,
  "app/page.jsx": `import { Counter } from "./counter";
export default function Page() {
  return <main><h1>Página de referência</h1><p>Uma página Next.js sem estilos nem dados.</p><Counter /></main>;
}
`,
  "app/counter.jsx": `"use client";
import { useState } from "react";
export function Counter() {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN(n + 1)}>Cliques: {n}</button>;
}
`,
};

/**
 * Builds the bare page in a temporary folder (node_modules hard-linked from the project: Turbopack
 * does not follow a symlinked one), serves it on `port`, runs `measure(baseUrl)` and cleans up.
 * Returns measure's result, or { ok: false, error } when the page could not be built or served.
 */
export async function withBaselinePage(root, port, env, measure) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-baseline-"));
  let server = null;
  try {
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    log("baseline: linking node_modules");
    // Hard links: a few seconds and no extra disk (cp -al, GNU coreutils).
    execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
    const next = path.join(dir, "node_modules/next/dist/bin/next");
    log("baseline: building a bare Next.js page");
    const code = await runCommand("baseline build", process.execPath, [next, "build"], { cwd: dir, env });
    if (code !== 0) return { ok: false, error: `next build of the bare page exited ${code}` };
    server = startChild("baseline", process.execPath, [next, "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: dir, env });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor200(`${baseUrl}/`, { child: server, timeoutMs: 60_000 });
    return await measure(baseUrl);
  } catch (error) {
    return { ok: false, error: String(error?.message ?? error) };
  } finally {
    if (server) await stopChild(server);
    rmSync(dir, { recursive: true, force: true });
  }
}
