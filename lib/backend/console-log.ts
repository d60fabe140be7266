// Next prints its own errors and warnings with console.error and console.warn: a render's error
// with its stack, a server action it could not find with the id a client sent. Written as they
// come, that is free text from outside on lines of their own, beside the structured log. The entry
// server (server/main.ts) routes both through the process's logger as "next.console" lines: the
// text capped and JSON-escaped, a stack as a few "file:line" frames.
import { format } from "node:util";
import { processLogger } from "./log-core.ts";

/** Longest text a console line keeps: enough to tell the error, not room for a dumped body. */
export const MAX_CONSOLE_TEXT = 300;
/** Frames of a stack kept: where it was thrown, not the whole framework below it. */
export const MAX_FRAMES = 5;

/** The text of console arguments without ANSI colours, and the first Error's top frames. */
export function consoleLine(args: readonly unknown[]): { message: string; frames?: string[] } {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const parts = args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : arg));
  const text = format(...parts).replace(/\u001b\[[0-9;]*m/g, "").trim();
  const message = text.length > MAX_CONSOLE_TEXT ? `${text.slice(0, MAX_CONSOLE_TEXT)}…` : text;
  const frames = (error?.stack ?? "")
    .split("\n")
    .slice(1)
    .map((line) => /\(?([^\s()]+:\d+):\d+\)?\s*$/.exec(line.trim())?.[1])
    .filter((frame): frame is string => Boolean(frame))
    .slice(0, MAX_FRAMES);
  return frames.length ? { message, frames } : { message };
}

/** Routes console.error and console.warn through the structured log; returns what puts them back. */
export function consoleToLog(): () => void {
  const { error, warn } = console;
  console.error = (...args: unknown[]) => processLogger().error({ event: "next.console", ...consoleLine(args) });
  console.warn = (...args: unknown[]) => processLogger().warn({ event: "next.console", ...consoleLine(args) });
  return () => {
    console.error = error;
    console.warn = warn;
  };
}
