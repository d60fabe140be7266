import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ERROR_COPY } from "@/lib/content/errors";

/** What a visitor must never see on an error screen: the error's message (it may quote what they typed). */
export const SECRET = "CPF 123.456.789-09 recusado pela API";

/** The error a chunk that failed to load throws (its message carries SECRET too). */
export function chunkLoadError(): Error {
  const error = new Error(`Failed to load chunk /_next/static/chunks/abc.js (${SECRET})`);
  error.name = "ChunkLoadError";
  return error;
}

/** Renders an error screen for `error` with `show`, then presses its retry button; answers what `show` did (its spies). */
export async function showAndRetry<T>(show: (error: unknown) => T, error: unknown): Promise<T> {
  const shown = show(error);
  await userEvent.click(screen.getByRole("button", { name: ERROR_COPY.retry }));
  return shown;
}
