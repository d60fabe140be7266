/**
 * Loads the page again from the server: the retry for a failed chunk (lib/errors/recovery.ts).
 * A module of its own so unit tests can replace it (jsdom's location.reload cannot be stubbed).
 */
export function reloadPage(): void {
  window.location.reload();
}
