// podman as this machine kind runs it (Debian 12's podman 4.3, root): runc, not crun ("cgroups in
// hybrid mode not supported"), cgroupfs with no systemd, and explicit ulimits (the defaults are
// refused: "setrlimit RLIMIT_NOFILE: Operation not permitted"). No image can be pulled here.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const PODMAN_FLAGS: readonly string[] = ["--runtime", "/usr/sbin/runc", "--cgroup-manager=cgroupfs"];
export const ULIMITS: readonly string[] = ["--ulimit", "nofile=20000:20000", "--ulimit", "nproc=4096:4096"];

/**
 * podman's environment: a containers.conf that sets those ulimits by default, for the containers no
 * flag reaches (a pod's infra container, `kube play`'s), which otherwise fail to start.
 */
export function podmanEnv(): NodeJS.ProcessEnv {
  const conf = path.join(tmpdir(), "uf-image-containers.conf");
  writeFileSync(conf, '[containers]\ndefault_ulimits = ["nofile=20000:20000", "nproc=4096:4096"]\n');
  return { ...process.env, CONTAINERS_CONF: conf };
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** One podman command with the machine's flags; its output, never thrown on a failure. */
export function podman(args: readonly string[], options: { input?: string | Buffer; timeoutMs?: number; inherit?: boolean } = {}): Run {
  const result = spawnSync("podman", [...PODMAN_FLAGS, ...args], {
    env: podmanEnv(),
    input: options.input,
    encoding: "utf8",
    timeout: options.timeoutMs ?? 120_000,
    maxBuffer: 64 * 1024 * 1024,
    stdio: options.inherit ? ["pipe", "inherit", "inherit"] : "pipe",
  });
  return { status: result.status, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

/** podman, or an Error naming the command and its last lines. */
export function podmanOk(args: readonly string[], options: Parameters<typeof podman>[1] = {}): string {
  const run = podman(args, options);
  if (run.status !== 0) throw new Error(`podman ${args.slice(0, 3).join(" ")} … exited ${run.status}: ${(run.stderr || run.stdout).trim().split("\n").slice(-5).join(" | ")}`);
  return run.stdout.trim();
}

/** Why podman cannot run containers here, or null when it can. */
export function podmanMissing(): string | null {
  const version = spawnSync("podman", ["--version"], { encoding: "utf8" });
  if (version.status !== 0) return "podman is not installed (apt-get install podman runc debootstrap)";
  const runc = spawnSync("/usr/sbin/runc", ["--version"], { encoding: "utf8" });
  if (runc.status !== 0) return "runc is not installed (apt-get install runc)";
  return null;
}

export const imageExists = (name: string): boolean => podman(["image", "exists", name]).status === 0;

/** The size of a local image in MB, as podman reports it. */
export function imageSizeMb(name: string): number {
  const bytes = Number(podmanOk(["image", "inspect", "--format", "{{.Size}}", name]));
  return Math.round(bytes / 1e6);
}

/** Removes containers and pods by name, whether they exist or not. */
export function removeAll(containers: readonly string[], pods: readonly string[] = []): void {
  for (const pod of pods) podman(["pod", "rm", "--force", "--time", "0", pod]);
  for (const name of containers) podman(["rm", "--force", "--time", "0", name]);
}
