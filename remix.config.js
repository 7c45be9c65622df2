// BUILD_NAME lets several builds live side by side (e.g. parallel browser-test runs).
const buildName = process.env.BUILD_NAME ?? "build";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath: `${buildName}/index.js`,
  assetsBuildDirectory: `public/${buildName}`,
  publicPath: `/${buildName}/`,
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.css"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  // PGlite loads its WASM and data files from its own package folder at run time.
  serverDependenciesToBundle: [],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    // Classic loader responses (json, headers export) until the app moves to React Router 7.
    v3_singleFetch: false,
  },
};
