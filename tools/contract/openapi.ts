import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { buildOpenApi, OPENAPI_FILE } from "./openapi-document";
import { stableStringify } from "./stable-json";

/**
 * `npm run contract`: writes docs/openapi.json from lib/api/contract. The file is checked in;
 * tests/unit/tools/contract-openapi.test.ts fails when it no longer matches the contract.
 */
const text = stableStringify(buildOpenApi());
mkdirSync(dirname(OPENAPI_FILE), { recursive: true });
writeFileSync(OPENAPI_FILE, text);
process.stdout.write(`wrote ${relative(process.cwd(), OPENAPI_FILE)} (${text.length} bytes)\n`);
