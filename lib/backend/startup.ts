import { startupProblems } from "./config";

/**
 * Stops the process when the environment is a fleet misconfiguration (config.ts startupProblems),
 * each reason on stderr. Called from instrumentation.ts register(), before the server listens; a
 * module of its own, loaded only in the Node.js runtime, since process.exit has no Edge equivalent.
 */
export function exitOnStartupProblems(env: NodeJS.ProcessEnv = process.env): void {
  const problems = startupProblems(env);
  if (!problems.length) return;
  for (const problem of problems) console.error(`server: ${problem}`);
  process.exit(1);
}
