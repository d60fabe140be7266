import type * as z from "@/lib/validation/z";
import type { CALLS, CallName } from "@/lib/api/contract";
import type { ApiResult } from "../result";

/** A call's request body as the UI writes it (before the contract's transforms). */
export type BodyOf<N extends CallName> = (typeof CALLS)[N] extends { body: infer B extends z.ZodMiniType } ? z.input<B> : never;

/** A call's query as the UI writes it. */
export type QueryOf<N extends CallName> = (typeof CALLS)[N] extends { query: infer Q extends z.ZodMiniType } ? z.input<Q> : never;

/** Lead, plan and request ids arrive as strings or numbers; the path wants a string. */
export type Id = string | number;

/** T with keys K present and not null: what a documented check guarantees. */
export type WithRequired<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

/** The call's checks already guaranteed what T adds to the contract's loose response type. */
export const narrow = <T>(result: Promise<ApiResult<unknown>>): Promise<ApiResult<T>> =>
  result as Promise<ApiResult<T>>;

export const flag = (value: boolean | undefined): "true" | undefined => (value ? "true" : undefined);
