import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const serverImport = {
  group: ["*.server", "**/*.server", "~/**/*.server"],
  message:
    "Components and shared modules run in the browser too: load server data in a route's loader or action instead of importing a .server module.",
};

// The bundler splits react-aria-components by file: importing its index puts every component
// any page uses (combo box, menu, dialogs) into the first load of every page.
const componentIndexImport = {
  name: "react-aria-components",
  message: 'Import each component from its own module, e.g. "react-aria-components/Button".',
};

// react-i18next's hook copies the i18n instance and makes a new `t` per component on every
// render; the app's keeps one translator per language (decision 081).
const translationHookImport = {
  name: "react-i18next",
  importNames: ["useTranslation"],
  message: 'Use the kept translator: import { useTranslation } from "~/i18n/use-translation".',
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
      "no-restricted-imports": ["error", { paths: [componentIndexImport, translationHookImport] }],
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
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [componentIndexImport, translationHookImport], patterns: [serverImport] },
      ],
    },
  },
);
