/**
 * The cross-engine suite's own small test runner: each check is one counted test with a name, its
 * time and, when it fails, the reason on the line under it. Not Playwright's runner: its Firefox
 * and WebKit are builds it downloads (docs/decisions/tests.md#0059).
 */

export interface Outcome {
  name: string;
  status: "passed" | "failed" | "skipped";
  ms: number;
  reason?: string;
}

export class Results {
  readonly outcomes: Outcome[] = [];

  /** Runs one check; a thrown error fails it with its message, and the suite goes on. */
  async test(name: string, check: () => Promise<void>): Promise<boolean> {
    const started = Date.now();
    try {
      await check();
      this.record({ name, status: "passed", ms: Date.now() - started });
      return true;
    } catch (error) {
      this.record({ name, status: "failed", ms: Date.now() - started, reason: reasonOf(error) });
      return false;
    }
  }

  /** A check that could not run because an earlier one it depends on failed: counted as failed. */
  notReached(name: string, because: string): void {
    this.record({ name, status: "failed", ms: 0, reason: `not reached: ${because}` });
  }

  skip(name: string, reason: string): void {
    this.record({ name, status: "skipped", ms: 0, reason });
  }

  count(status: Outcome["status"]): number {
    return this.outcomes.filter((o) => o.status === status).length;
  }

  record(outcome: Outcome): void {
    this.outcomes.push(outcome);
    const mark = outcome.status === "passed" ? "✓" : outcome.status === "skipped" ? "-" : "✘";
    console.info(`  ${mark} ${outcome.name} (${(outcome.ms / 1000).toFixed(1)}s)`);
    if (outcome.reason) console.info(`      ${outcome.reason.replace(/\n/g, "\n      ")}`);
  }
}

export function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message.split("\n").slice(0, 12).join("\n");
  return String(error);
}

/** Fails the check with `message` unless `condition` holds. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
