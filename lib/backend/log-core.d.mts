/** Types of log-core.mjs (plain JavaScript, shared with the entry server and the cache handler). */
import type { Span } from "@opentelemetry/api";
import type { Logger, LoggerOptions } from "pino";
export const PERSONAL_FIELDS: readonly string[];
export const REDACT_PATHS: readonly string[];
export const CENSOR: string;
export function loggerOptions(level?: string): LoggerOptions;
export function traceFields(span: Span | undefined): { trace_id?: string; span_id?: string };
export function traceMixin(): { trace_id?: string; span_id?: string };
export function traceAtHead(res: { writeHead: (...args: never[]) => unknown }): () => { trace_id?: string; span_id?: string };
export function processLogger(): Logger;
export function stderrLogger(): Logger;
export function logTo(destination: { write(line: string): unknown }, level?: string): () => void;
