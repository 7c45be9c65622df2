import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const serverImport = {
  group: ["*.server", "**/*.server", "~/**/*.server"],
  message:
    "Components and shared modules run in the browser too: load server data in a route's loader or action instead of importing a .server module.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      "public/build/**",
      "public/build-*/**",
      "tests/e2e/.data*/**",
      "tests/bench/.data/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": ["error", { ignoreRestArgs: true }],
    },
  },
  {
    // Migrations are frozen in time and typed Kysely<any> on purpose.
    files: ["app/db/migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: [
      "app/components/**",
      "app/domain/**",
      "app/i18n/**",
      "app/navigation/**",
      "app/sections/**",
      "app/charts/**",
      "app/units/**",
      "app/nonce.tsx",
      "app/entry.client.tsx",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: [serverImport] }] },
  },
);
