/**
 * zod as the site uses it: every schema module imports `* as z from "@/lib/validation/z"`, never
 * zod itself (lint). The list is the functions of zod/mini that our schemas call.
 *
 * Why a list: Turbopack ships whole modules, and zod/mini's functions live in a few large ones
 * (every schema type of zod's core, reached through namespace imports), so a page that parses
 * carried 17.9 KiB (gz) of zod. For the browser, the production build replaces this module with
 * `.zod/z.mjs` (scripts/zod-bundle.ts: rolldown, which drops what this list does not reach):
 * 7.9 KiB. The server, the tests and `next dev` use this module as it is. A name missing here is
 * a type error where it is used, so the bundle cannot lack a function the code calls.
 */
export {
  _default,
  array,
  boolean,
  config,
  enum,
  extend,
  literal,
  looseObject,
  maxLength,
  minLength,
  NEVER,
  nullable,
  number,
  object,
  optional,
  pipe,
  refine,
  regex,
  string,
  transform,
  trim,
  union,
} from "zod/mini";
export type { core, infer, input, output, ZodMiniType } from "zod/mini";
