import { startupProblems } from "./config";
import { stderrLogger } from "./log-core.ts";

/**
 * Stops the process when the environment is a fleet misconfiguration (config.ts startupProblems),
 * each reason as one log line on stderr ("message": "server: …"). Called from instrumentation.ts
 * register(), before the server listens; a module of its own, loaded only in the Node.js runtime,
 * since process.exit has no Edge equivalent.
 */
export function exitOnStartupProblems(env: NodeJS.ProcessEnv = process.env): void {
  const problems = startupProblems(env);
  if (!problems.length) return;
  const log = stderrLogger();
  for (const problem of problems) log.fatal({ event: "startup.refused", message: `server: ${problem}` });
  process.exit(1);
}
