// One flat config for the whole monorepo: TypeScript's strict type-aware rules everywhere (each TS
// file belongs to its package's tsconfig.json, which the project service finds), engine purity
// rules, React rules for the site.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import { readdirSync } from "node:fs";

/** The web's feature folders: each may import shared code, never another feature or a page. */
const WEB_FEATURES = readdirSync(
  new URL("./apps/web/src/features", import.meta.url),
  { withFileTypes: true },
)
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/.turbo/**",
      "**/coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  // Plain JavaScript (scripts, benches, this file) has no types to check.
  {
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.{ts,tsx,mts,cts}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // Numbers may appear in template literals: they print the same everywhere (messages such
      // as "at most 64 characters", test names), unlike objects, nullish values or booleans.
      "@typescript-eslint/restrict-template-expressions": [
        "error",
        { allowNumber: true },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  // The engine names type-only imports in `import type` statements of their own, so a module's
  // value imports say what it runs with.
  {
    files: ["packages/engine/**/*.ts"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/consistent-type-specifier-style": ["error", "prefer-top-level"],
    },
  },
  // The engine is pure: no clock, console, process, network or DOM; no imports of Node or the apps.
  {
    files: ["packages/engine/src/**/*.ts"],
    ignores: ["packages/engine/src/**/*.test.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "Date", message: "The engine is pure: pass dates in." },
        { name: "console", message: "The engine does not log." },
        {
          name: "process",
          message: "The engine does not read the environment.",
        },
        { name: "fetch", message: "The engine does no I/O." },
        { name: "window", message: "The engine runs anywhere." },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*"], message: "The engine does no I/O." },
            {
              group: ["react", "react-dom", "@uktax/*"],
              message: "The engine imports no app.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region (a wide table's frame) must be reachable by keyboard.
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { roles: ["tabpanel", "region"], tags: [] },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@uktax/api", "@uktax/api/*"],
              message: "The web talks to the API over HTTP only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "jsx-a11y": jsxA11y },
  },
  // Bulletproof-react's boundaries: features do not import each other or pages; shared code
  // (components, lib) imports neither features nor pages. Pages and app.tsx compose features.
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js"] }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: new URL("./apps/web/src", import.meta.url).pathname,
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `./features/${feature}`,
              from: "./features",
              except: [`./${feature}`],
              message: "A feature does not import another feature.",
            })),
            {
              target: "./features",
              from: "./pages",
              message: "Features do not import pages; pages compose features.",
            },
            {
              target: ["./components", "./lib"],
              from: ["./features", "./pages"],
              message: "Shared code does not import features or pages.",
            },
            {
              target: ["./features", "./components", "./lib"],
              from: ["./app.tsx", "./main.tsx", "./entry-server.tsx"],
              message:
                "Pages and calculators are loaded only from the top (app.tsx, pages/home-page.tsx): import paths.ts for routes and tools.",
            },
          ],
        },
      ],
    },
  },
  // A browser test's tab is reset and handed to a later test (e2e/support/browser.ts). Init
  // scripts, bindings and locator handlers stay on a tab until taken back, and the reset takes
  // back only those that module added: spec files add them there.
  {
    files: ["apps/web/e2e/**/*.e2e.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name=/^(addInitScript|exposeFunction|exposeBinding|addLocatorHandler)$/]",
          message:
            "A test's tab goes to later tests, and its reset takes back only what e2e/support/browser.ts added: add init scripts, bindings and locator handlers there, with their disposal.",
        },
      ],
    },
  },
  {
    files: ["apps/api/**/*.ts"],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@uktax/web", "@uktax/web/*"],
              message: "The API never imports the web.",
            },
          ],
        },
      ],
    },
  },
);
