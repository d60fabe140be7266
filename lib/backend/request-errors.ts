import type { Instrumentation } from "next";
import { processLogger } from "./log-core.ts";
import { headersOf, knownRequestId } from "./request-context";

type ErrorContext = Parameters<Instrumentation.onRequestError>[2];
type ErrorRequest = Parameters<Instrumentation.onRequestError>[1];

/**
 * The log line of an error Next caught while answering (instrumentation.ts onRequestError): the
 * error's class and digest (the id Next shows on its error page, to find the line), the route's
 * template and kind, the method and the request id. Never the error's message or stack (they may
 * echo input), the request's path (its query may hold a lead id) or its body.
 */
export function requestErrorLine(error: unknown, request: Pick<ErrorRequest, "method" | "headers">, context: ErrorContext) {
  const digest = typeof error === "object" && error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;
  return {
    event: "request.error",
    requestId: knownRequestId(headersOf(request.headers)) ?? undefined,
    method: request.method,
    route: context.routePath,
    routeType: context.routeType,
    routerKind: context.routerKind,
    ...(context.renderSource ? { renderSource: context.renderSource } : {}),
    ...(context.revalidateReason ? { revalidateReason: context.revalidateReason } : {}),
    error: error instanceof Error ? error.name : typeof error,
    ...(digest ? { digest } : {}),
  };
}

export function logRequestError(error: unknown, request: ErrorRequest, context: ErrorContext): void {
  processLogger().error(requestErrorLine(error, request, context));
}
