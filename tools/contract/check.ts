import { formatLine } from "./check-answer";
import { parseCli, USAGE } from "./cli-options";
import { runCheck, summary } from "./run-check";

/**
 * `npm run contract:check -- <base URL>`: the operator's staging API against lib/api/contract.
 * The logic is in the modules beside this one (pure checks, unit-tested); this only prints.
 */
async function main(): Promise<number> {
  const cli = parseCli(process.argv.slice(2), process.env);
  if (cli.kind === "help") {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (cli.kind === "error") {
    process.stderr.write(`contract:check: ${cli.message}\n\n${USAGE}\n`);
    return 2;
  }
  const { options, headerNames } = cli;
  process.stdout.write(`checking ${options.baseUrl}${headerNames.length ? ` with BACKEND_HEADERS ${headerNames.join(", ")}` : ""}\n`);
  const reports = await runCheck(options);
  for (const report of reports) process.stdout.write(`${formatLine(report.label, report.problems)}\n`);
  process.stdout.write(`\n${summary(reports)}\n`);
  return reports.some((r) => r.problems.length) ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`contract:check failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
