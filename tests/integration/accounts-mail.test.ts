import { createServer, type Server, type Socket } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { workAfterResponses } from "~/identity/after-response.server";
import { loadList } from "~/identity/lists.server";
import { action as forgetAction } from "~/routes/_auth.forget-password";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

/** Just enough of an SMTP server to receive one message per connection. */
function fakeSmtp(
  received: string[],
): Promise<{ server: Server; port: number; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    let data = "";
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      if (inData) {
        data += chunk.toString();
        if (data.includes("\r\n.\r\n")) {
          received.push(data);
          inData = false;
          socket.write("250 queued\r\n");
        }
        return;
      }
      for (const line of chunk.toString().split("\r\n").filter(Boolean)) {
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-fake\r\n250 OK\r\n");
        else if (verb === "DATA") {
          inData = true;
          data = "";
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, sockets, port: typeof address === "object" && address ? address.port : 0 });
    }),
  );
}

let engine: Engine & { label: string };
let smtp: { server: Server; port: number; sockets: Socket[] };
const received: string[] = [];

beforeAll(async () => {
  engine = await useDemoDatabase();
  smtp = await fakeSmtp(received);
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.APP_URL = "https://drillbook.example.com/";
});
afterAll(async () => {
  await workAfterResponses();
  delete process.env.SMTP_URL;
  delete process.env.APP_URL;
  for (const socket of smtp.sockets) socket.destroy();
  smtp.server.close();
  await engine.close();
});

describe("mail", () => {
  it("goes through SMTP when SMTP_URL is set, with links on APP_URL, and skips the outbox", async () => {
    const response = await call(forgetAction, "/forget-password", {
      form: { email: "engineer@demo-energy.example" },
    });
    expect(response.status).toBe(302);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const message = received[0]!.replace(/=\r\n/g, "");
    expect(message).toMatch(/To: engineer@demo-energy\.example/);
    expect(message).toMatch(/Subject: Set a new Drillbook password/);
    expect(message).toContain("https://drillbook.example.com/reset-password?token=");
    expect(await engine.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });

  it("keeps nothing with a token readable once SMTP is set, not even mail kept before", async () => {
    // Kept while the app ran without SMTP_URL.
    await engine.db
      .insertInto("outbox")
      .values({
        org_id: null,
        to_address: "planner@demo-energy.example",
        subject: "Set a new Drillbook password",
        body: "http://localhost:3000/reset-password?token=kept-from-before",
      })
      .execute();
    const logged: unknown[] = [];
    const { info, log } = console;
    console.info = (...parts: unknown[]) => logged.push(...parts);
    console.log = (...parts: unknown[]) => logged.push(...parts);
    try {
      await call(forgetAction, "/forget-password", {
        form: { email: "planner@demo-energy.example" },
      });
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    } finally {
      Object.assign(console, { info, log });
    }
    expect(received[1]!.replace(/=\r\n/g, "")).toContain("/reset-password?token=");
    expect(
      await engine.db
        .selectFrom("outbox")
        .select("body")
        .where("body", "like", "%token=%")
        .execute(),
    ).toEqual([]);
    expect(logged.map(String).join("\n")).not.toContain("token=");
  });
});

describe("list loading", () => {
  it("a list that cannot be loaded comes back empty and marked failed", async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      const result = await loadList("user", () => Promise.reject(new Error("connection lost")), {
        rows: [],
      });
      expect(result).toEqual({ data: { rows: [] }, failed: true });
    } finally {
      console.error = quiet;
    }
    expect(await loadList("user", async () => ({ rows: [1] }), { rows: [] })).toEqual({
      data: { rows: [1] },
      failed: false,
    });
  });
});
