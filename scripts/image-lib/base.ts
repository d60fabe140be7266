// The Node 24 bookworm base the image test builds on, made on this machine: no registry can be
// reached for node:24-bookworm-slim, so Debian's own packages (debootstrap --variant=minbase)
// with the Node binary of the npm `node` package (the one the npm scripts run on) and this
// machine's npm, laid out as the official image lays them out (/usr/local/bin/node, npm, npx).
// Kept as a local image between runs on one machine; remade when its Node differs.
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { imageExists, podman, podmanOk } from "./podman.ts";

export const BASE_IMAGE = "localhost/uf-node-base:24-bookworm";
const WORK = "/var/tmp/uf-image-base";
const MIRROR = "http://deb.debian.org/debian";
/**
 * The machine's CA bundle. Where outbound HTTPS goes through an inspecting proxy (this workplace),
 * the proxy's CA is in it, and the build's `npm install` needs it; elsewhere it is Debian's own.
 */
const CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt";

function nodeBinary(root: string): string {
  const binary = path.join(root, "node_modules", "node", "bin", "node");
  if (!existsSync(binary)) throw new Error(`${binary} is missing: npm install first (the node devDependency)`);
  return binary;
}

const versionOf = (binary: string): string => spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout.trim();

/** The base image, made if it is missing or carries another Node than the checkout's; answers what was done. */
export function ensureBaseImage(root: string, say: (line: string) => void): string {
  const node = nodeBinary(root);
  const wanted = versionOf(node);
  if (imageExists(BASE_IMAGE)) {
    const has = podman(["run", "--rm", "--network=none", "--ulimit", "nofile=1024:1024", "--ulimit", "nproc=256:256", BASE_IMAGE, "node", "--version"]).stdout.trim();
    if (has === wanted) return `kept ${BASE_IMAGE} (Node ${has})`;
    say(`${BASE_IMAGE} has Node ${has || "?"}, the checkout ${wanted}: made again`);
  }
  const rootfs = path.join(WORK, "rootfs");
  if (!existsSync(path.join(rootfs, "usr", "bin", "apt"))) {
    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(WORK, { recursive: true });
    say(`debootstrap --variant=minbase bookworm (Debian's packages, about a minute)`);
    const made = spawnSync("debootstrap", ["--variant=minbase", "--include=ca-certificates", "bookworm", rootfs, MIRROR], { encoding: "utf8", timeout: 900_000 });
    if (made.status !== 0) throw new Error(`debootstrap failed: ${(made.stderr || made.stdout).trim().split("\n").slice(-3).join(" | ")}`);
  }
  const local = path.join(rootfs, "usr", "local");
  copyFileSync(node, path.join(local, "bin", "node"));
  const npmSource = path.dirname(path.dirname(spawnSync("sh", ["-c", "readlink -f \"$(command -v npm)\""], { encoding: "utf8" }).stdout.trim()));
  rmSync(path.join(local, "lib", "node_modules", "npm"), { recursive: true, force: true });
  mkdirSync(path.join(local, "lib", "node_modules"), { recursive: true });
  cpSync(npmSource, path.join(local, "lib", "node_modules", "npm"), { recursive: true });
  for (const [tool, cli] of [["npm", "npm-cli.js"], ["npx", "npx-cli.js"]] as const) {
    rmSync(path.join(local, "bin", tool), { force: true });
    symlinkSync(`../lib/node_modules/npm/bin/${cli}`, path.join(local, "bin", tool));
  }
  if (existsSync(CA_BUNDLE)) copyFileSync(CA_BUNDLE, path.join(rootfs, "etc", "ssl", "certs", "ca-certificates.crt"));
  const tar = spawnSync("tar", ["-C", rootfs, "-c", "."], { maxBuffer: 2 * 1024 * 1024 * 1024 });
  if (tar.status !== 0) throw new Error("tar of the base file system failed");
  podmanOk(
    ["import", "--change", "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "--change", `ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`, "--change", 'CMD ["node"]', "-", BASE_IMAGE],
    { input: tar.stdout, timeoutMs: 300_000 },
  );
  return `made ${BASE_IMAGE} (Debian bookworm minbase, Node ${wanted})`;
}
