// The layers of ../shared/design/ARCHITECTURE.md, checked by `npm test` (tests/run-all.mjs):
//   npx depcruise app --config .dependency-cruiser.cjs
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "No import circle in app/. A type-only import is erased at build time and cannot " +
        "make a loading order, so a circle closed only by one is allowed (a component typing " +
        "its data with `typeof loader` of its route).",
      from: { path: "^app/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "domain-is-pure",
      severity: "error",
      comment: "app/domain holds drilling rules and maths: it imports nothing else of the app.",
      from: { path: "^app/domain/" },
      to: { path: "^app/", pathNot: "^app/domain/" },
    },
    {
      name: "screens-never-reach-the-database",
      severity: "error",
      comment:
        "Components and section declarations run in the browser too: no server module, and " +
        "nothing of the database layer.",
      from: { path: "^app/(components|sections)/" },
      to: { path: ["\\.server\\.tsx?$", "^app/db/"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "services-never-import-components",
      severity: "error",
      comment: "A service (a server module outside the routes) knows nothing of the screens.",
      from: {
        path: "^app/.*\\.server\\.tsx?$",
        pathNot: [
          "^app/routes/",
          // The server's React entry renders the document, as a route does.
          "^app/entry\\.server\\.tsx$",
        ],
      },
      to: { path: "^app/components/" },
    },
    {
      name: "nothing-depends-on-demo-data",
      severity: "error",
      comment:
        "Demo data depends on the services, never the other way round: only its own CLI " +
        "(inside app/demo) and the server entry's start-up seed import app/demo.",
      from: { path: "^app/", pathNot: ["^app/demo/", "^app/entry\\.server\\.tsx$"] },
      to: { path: "^app/demo/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.tsx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
