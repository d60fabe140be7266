/**
 * The typed browser client of the BFF (/api). Every function answers an ApiResult and never
 * throws: show `error.message`, offer a retry when `error.retryable`.
 *
 *   const result = await api.coverage(coverageQuery(state, addon, sku));
 *   if (!result.ok) return showError(result.error.message);
 */
import { createApiClient } from "./client/core";

export { createApiClient, createRequest } from "./client/core";
export type { ApiClient, ApiClientOptions, RequestFn, RequestInput, ResponseOf } from "./client/core";
export type { ApiError, ApiErrorKind, ApiResult } from "./client/result";
export { apiError, isRetryable } from "./client/result";
export { isValueRefusal } from "./client/refusal";
export { SLOW_CALL_MESSAGE, SLOW_CALL_NOTICE_MS } from "./client/slow";
export * from "./client/calls";
export * from "./client/checks";
export * from "./client/messages";
export * from "./client/payload";
export * from "./client/flow-payloads";
export * from "./client/normalize";
export * from "./client/tracking";
export * from "./client/addon-flags";
export { API_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, DEFAULT_BASE_URL } from "./client/config";

/** The browser's client: same-origin /api, default timeout. */
export const api = createApiClient();
