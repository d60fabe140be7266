/** What every call of the client answers: data, or an error ready to show. Never a throw. */

export type ApiErrorKind =
  | "network"
  | "timeout"
  | "http"
  | "content-type"
  | "corrupt"
  | "empty"
  | "missing"
  | "server"
  | "rejected";

export interface ApiError {
  kind: ApiErrorKind;
  /** Portuguese text to show the visitor (funnel §5, §8; marketing §5). */
  message: string;
  /** HTTP status of a non-2xx answer. */
  status?: number;
  /** Whether the same request may succeed if sent again (shows a "tentar novamente"). */
  retryable: boolean;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Failures a retry cannot fix: a 4xx (but 429), a missing property, an explicit refusal. */
export function isRetryable(kind: ApiErrorKind, status?: number): boolean {
  switch (kind) {
    case "http":
      return status === undefined || status >= 500 || status === 429;
    case "missing":
    case "rejected":
      return false;
    default:
      return true;
  }
}

export function apiError(kind: ApiErrorKind, message: string, status?: number): ApiError {
  return status === undefined
    ? { kind, message, retryable: isRetryable(kind) }
    : { kind, message, status, retryable: isRetryable(kind, status) };
}

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
export const fail = <T = never>(error: ApiError): ApiResult<T> => ({ ok: false, error });
