// @vitest-environment node
import { consoleLine, consoleToLog, MAX_CONSOLE_TEXT, MAX_FRAMES } from "@/lib/backend/console-log";
import { captureLog } from "../../support/log-capture";

/** What Next prints with console.error and console.warn, as the entry server logs it. */
describe("Next's console output in the structured log", () => {
  it("an error printed with its stack is one JSON line: its text and a few file:line frames", () => {
    const log = captureLog();
    const restore = consoleToLog();
    try {
      const error = new Error('Failed to find Server Action "x\n{\\"level\\":\\"fatal\\"}"');
      console.error("\u001b[31m⨯\u001b[39m", error);
      console.warn("a warning from Next");
    } finally {
      restore();
      log.restore();
    }
    expect(log.text().trim().split("\n")).toHaveLength(2);
    const [printed, warned] = log.events("next.console");
    expect(printed).toMatchObject({ level: "error", message: expect.stringMatching(/^⨯ Error: Failed to find Server Action "x\n/) });
    expect((printed!.frames as string[]).length).toBeGreaterThan(0);
    expect((printed!.frames as string[]).length).toBeLessThanOrEqual(MAX_FRAMES);
    expect((printed!.frames as string[])[0]).toMatch(/console-log\.test\.ts:\d+$/);
    expect(warned).toMatchObject({ level: "warn", message: "a warning from Next" });
  });

  it("a long text is cut, and console is itself again once put back", () => {
    expect(consoleLine(["x".repeat(5_000)]).message).toHaveLength(MAX_CONSOLE_TEXT + 1);
    const before = console.error;
    consoleToLog()();
    expect(console.error).toBe(before);
  });
});
