import { createServer } from "node:http";

import type { EntryContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { action as profileAction } from "~/routes/_app.profile";
import { loader as fileLoader } from "~/routes/files.$id";
import { loader as ddrListExport } from "~/routes/database.daily-drilling-report[.xlsx]";
import { loader as plannerExport } from "~/routes/database.planner[.xlsx]";
import { loader as ddrTemplateExport } from "~/routes/form.daily-drilling-report[.xlsx]";
import { loader as ddrReportExport } from "~/routes/report.daily-drilling-report[.xlsx]";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import { callMultipart, ids, pngFile, signIn } from "./accounts-helpers";

// Every answer carries X-Content-Type-Options: nosniff, so a browser never reads a stored file or
// an export as something else (HTML, script) than the type it was sent as.

let engine: Engine & { label: string };
let admin: string;
beforeAll(async () => {
  engine = await useDemoDatabase();
  admin = await signIn("admin");
});
afterAll(async () => {
  await engine.close();
});

type Handler = Parameters<typeof call>[0];
interface RouteModule {
  default?: unknown;
  loader?: Handler;
  action?: Handler;
}

describe("X-Content-Type-Options: nosniff", () => {
  it("on a stored file, which also says how to show it", async () => {
    const form = new FormData();
    form.set("intent", "avatar");
    form.set("avatar", pngFile("me.png"));
    expect((await callMultipart(profileAction, "/profile", { cookie: admin, form })).status).toBe(
      302,
    );
    const adminId = await (await ids(engine.db)).user("admin");
    const { avatar_file_id: fileId } = await engine.db
      .selectFrom("users")
      .select("avatar_file_id")
      .where("id", "=", adminId)
      .executeTakeFirstOrThrow();
    const response = await call(fileLoader, `/files/${fileId}`, {
      cookie: admin,
      params: { id: fileId! },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe("inline");
    // Refused or missing files too.
    const missing = await call(fileLoader, "/files/no-such-file", {
      cookie: admin,
      params: { id: "no-such-file" },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("on every spreadsheet export", async () => {
    const report = await engine.db
      .selectFrom("reports as r")
      .innerJoin("organisations as o", "o.id", "r.org_id")
      .select(["r.id", "r.well_id", "r.report_date"])
      .where("o.name", "=", "Demo Energy")
      .orderBy("r.id")
      .executeTakeFirstOrThrow();
    const exports: [Handler, string][] = [
      [ddrListExport, `/database/daily-drilling-report.xlsx?well=${report.well_id}`],
      [ddrReportExport, `/report/daily-drilling-report.xlsx?id=${report.id}`],
      [
        ddrTemplateExport,
        `/form/daily-drilling-report.xlsx?well=${report.well_id}&date=${report.report_date}`,
      ],
      [plannerExport, "/database/planner.xlsx?view=items"],
    ];
    for (const [loader, path] of exports) {
      const response = await call(loader, path, { cookie: admin });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(/spreadsheetml/);
      expect(response.headers.get("content-disposition"), path).toMatch(/^attachment;/);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("on every answer of every resource route, signed in or not", async () => {
    // Route modules: app/routes/*.tsx and app/routes/*/route.tsx (the rest are their parts).
    const modules = import.meta.glob<RouteModule>(["/app/routes/*.tsx", "/app/routes/*/route.tsx"]);
    const resourceRoutes: string[] = [];
    for (const [file, load] of Object.entries(modules)) {
      const module = await load();
      if (module.default) continue;
      resourceRoutes.push(file);
      for (const [kind, handler] of [
        ["loader", module.loader],
        ["action", module.action],
      ] as const) {
        if (!handler) continue;
        for (const signedIn of [false, true]) {
          // A fresh session each time: some of these (logout) end the one they are given.
          const response = await call(handler, "/resource", {
            cookie: signedIn ? await signIn("admin") : null,
            ...(kind === "action" ? { form: {} } : {}),
            params: { id: "x", tileType: "x" },
          });
          expect(
            response.headers.get("x-content-type-options"),
            `${file} ${kind} (${signedIn ? "signed in" : "signed out"}): ${response.status}`,
          ).toBe("nosniff");
        }
      }
    }
    // The files and exports above are among them.
    expect(resourceRoutes).toEqual(
      expect.arrayContaining(["/app/routes/files.$id.tsx", "/app/routes/settings.tsx"]),
    );
  });

  it("on a resource route's unexpected failure, answered as a plain 500", async () => {
    const { withSecurityHeaders } = await import("~/security-headers.server");
    const quiet = console.error;
    console.error = () => {};
    try {
      const failing = withSecurityHeaders(async (): Promise<Response> => {
        throw new Error("the database went away");
      });
      const response = await call(failing, "/files/x");
      expect(response.status).toBe(500);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await response.text()).not.toContain("database");
    } finally {
      console.error = quiet;
    }
  });

  it("on data requests and on a refused cross-site form post", async () => {
    const entry = await import("~/entry.server");
    const data = await entry.handleDataRequest(new Response("{}"), {
      request: new Request("http://localhost:3000/?_data=root"),
      params: {},
      context: {},
    });
    expect(data.headers.get("x-content-type-options")).toBe("nosniff");
    const refused = await entry.default(
      new Request("http://localhost:3000/profile", {
        method: "POST",
        headers: { origin: "https://evil.example", host: "localhost:3000" },
      }),
      200,
      new Headers(),
      {} as EntryContext,
      {},
    );
    expect(refused.status).toBe(403);
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("on what this process answers outside the app: static files, redirects, the manifest", async () => {
    const { secureEveryResponse } = await import("~/security-headers.server");
    secureEveryResponse();
    // Stand-ins for remix-serve's static files, a bare redirect, and an answer already secured.
    const server = createServer((request, response) => {
      if (request.url === "/build/entry.js") {
        response.setHeader("Content-Type", "application/javascript");
        response.end("export {}");
      } else if (request.url === "/field/well") {
        response.writeHead(302, { Location: "/login" });
        response.end();
      } else {
        response.appendHeader("X-Content-Type-Options", "nosniff");
        response.end("secured already");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      for (const path of ["/build/entry.js", "/field/well", "/files/x"]) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: "manual" });
        expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
        expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      }
    } finally {
      server.close();
    }
  });
});
