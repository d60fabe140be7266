import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".zod/**", ".next-*/**", "out/**", "node_modules/**", "next-env.d.ts", "bench/**", "test-results/**", "playwright-report/**", ".reports/**"]),
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Use @/components/ui/SiteLink (no automatic prefetch on phones)." },
            // Classic zod's methods bring its JSON-schema code into every page that parses (a
            // checkout step loads the contract at mount); zod/mini through lib/validation/z is
            // bundled to what the schemas call (scripts/zod-bundle.ts).
            { name: "zod", message: 'import * as z from "@/lib/validation/z" (zod/mini, bundled small for the browser).' },
            { name: "zod/mini", message: 'import * as z from "@/lib/validation/z": the browser build replaces that module with a smaller bundle.' },
          ],
        },
      ],
    },
  },
  {
    // zod and the schemas built with it load when a form first validates or the first API call is
    // made (components/ui/forms.ts, lib/api/client/core.ts), not with the page: components take
    // rules, masks and limits from the zod-free @/lib/validation/rules, schemas through loadForms(),
    // and only types from the contract.
    files: ["components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", allowTypeImports: true, message: "zod loads with the form schemas: loadForms() from @/lib/validation/rules." },
            { name: "zod/mini", allowTypeImports: true, message: "zod loads with the form schemas: loadForms() from @/lib/validation/rules." },
            { name: "@/lib/validation/z", allowTypeImports: true, message: "zod loads with the form schemas: loadForms() from @/lib/validation/rules." },
            { name: "@/lib/validation", allowTypeImports: true, message: "Rules from @/lib/validation/rules; schemas through loadForms()." },
            { name: "@/lib/api/contract", allowTypeImports: true, message: "The contract loads with the first API call: import its types only." },
            { name: "@/lib/validation/forms", allowTypeImports: true, message: "Schemas through loadForms() from @/lib/validation/rules." },
          ],
          patterns: [
            {
              group: ["@/lib/validation/forms/*", "!@/lib/validation/forms/constants", "@/lib/validation/fields", "@/lib/validation/api", "@/lib/validation/lazySchema", "@/lib/api/contract/*"],
              allowTypeImports: true,
              message: "zod would load with the page: schemas through loadForms() from @/lib/validation/rules, contract types only.",
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ outside lib/backend holds rules the browser runs too: reaching into the server's modules
    // from there takes them into the pages' scripts (lib/visit/touches.ts took the /api body
    // reader, and with its Buffer use Next's 22 KB Buffer polyfill, into every page). A rule both
    // sides need lives in lib/ and lib/backend imports it. Types are free.
    files: ["lib/**"],
    ignores: ["lib/backend/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/backend/*", "../backend/*"],
              allowTypeImports: true,
              message: "lib/ runs in the browser too: move the shared rule out of lib/backend (e.g. lib/validation/clean-text.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The floors of the house, one way down: app/ → components/ → lib/. lib/ holds rules and data
    // (no React screens), so it never reaches up into components/ or app/, and components/ never
    // into app/. The sandbox server (sandbox/) is the operator API's stand-in, its own process: the
    // storefront never imports it (it reaches it over HTTP, lib/backend/remote.ts), and it reaches
    // the storefront's code only through the contract (lib/api/contract, and lib/validation that
    // the contract's schemas are built from). Type imports count too: a type pulls its module's
    // floor along in the reader's head even when the bundle drops it.
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./lib", from: ["./components", "./app"], message: "lib/ is the floor below components/ and app/: move what both need into lib/." },
            { target: "./components", from: "./app", message: "components/ sits below app/: move what both need into components/ or lib/." },
            {
              target: ["./app", "./components", "./lib", "./proxy.ts", "./instrumentation.ts", "./next.config.ts"],
              from: "./sandbox",
              message: "The storefront reaches the sandbox server over HTTP only (BACKEND_URL): share through lib/api/contract.",
            },
            {
              target: ["./app", "./components", "./lib", "./proxy.ts", "./instrumentation.ts", "./next.config.ts"],
              from: "./server",
              message: "server/ is the entry server around Next: it imports lib/, never the other way round.",
            },
            { target: "./sandbox", from: ["./app", "./components"], message: "The sandbox server reaches the storefront only through the contract (lib/api/contract)." },
            {
              target: "./sandbox",
              from: "./lib",
              // Relative to `from`: lib/api/contract and the lib/validation rules its schemas are made of;
              // and the log core, because every server process of ours writes one log format with one
              // redaction list (docs/operating.md "Logs"), the sandbox's included.
              except: ["./api/contract", "./validation", "./backend/log-core.ts"],
              message: "The sandbox server reaches the storefront only through the contract (lib/api/contract, lib/validation).",
            },
          ],
        },
      ],
    },
  },
  {
    // Files Node runs as they are (type stripping, docs/decisions/operations.md#0079):
    // the entry server and what it and the cache handler import, and the fleet's pm2 apps. Only syntax Node can erase
    // (no enums, namespaces or parameter properties), and type-only imports marked as such (Node
    // cannot tell a type from a missing export).
    files: [
      "server/**/*.ts",
      "scripts/**/*.ts",
      "lib/backend/{build-info,request-id,drain,metric-labels,cache-policy,log-core,metrics-core,refusals}.ts",
      "lib/backend/cache-handler/**/*.ts",
      "lib/backend/cache-handler.ts",
      "lib/security/{policy,sources}.ts",
      "lib/tags/container-settings.ts",
    ],
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/parameter-properties": ["error", { prefer: "class-property" }],
      "no-restricted-syntax": ["error", { selector: "TSEnumDeclaration", message: "Node's type stripping cannot erase an enum." }, { selector: "TSModuleDeclaration[kind!='global']", message: "Node's type stripping cannot erase a namespace." }],
    },
  },
  {
    // A bare <form> submits natively with scripts off: a GET with its fields (a CPF) in the URL.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/ui/Form.tsx"],
    rules: {
      "no-restricted-syntax": ["error", { selector: "JSXOpeningElement[name.name='form']", message: "Use Form from components/ui/Form: method=\"post\" keeps the fields out of the URL." }],
    },
  },
  {
    files: ["components/ui/SiteLink.tsx", "lib/validation/z.ts", "tests/**"],
    rules: { "no-restricted-imports": "off" },
  },
]);
