import { inflateSync } from "node:zlib";

import { sql } from "kysely";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { ensureListening, stopListening } from "~/notifications/bus.server";
import { mailSent, sendQueuedMail, sweepQueuedMail } from "~/notifications/mail-jobs.server";
import { action as approvalAction } from "~/routes/_app.form.approval-form";
import {
  action as distributionAction,
  loader as distributionLoader,
} from "~/routes/_app.ui.distribution-list";
import {
  action as notificationsAction,
  loader as notificationsLoader,
} from "~/routes/_app.ui.notifications";
import { action as choicesAction } from "~/routes/profile.notifications";
import { loader as liveLoader } from "~/routes/ui.notifications.live";
import { loader as outboxLoader } from "~/routes/_app.account.outbox";
import { loader as attachmentLoader } from "~/routes/account.outbox.attachments.$id";

import { ORIGIN, call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import { RouteProcess } from "./app-process-helpers";
import {
  createReport,
  createTestWell,
  fillRequiredSections,
  postForm,
  signIn,
} from "./ddr-helpers";

let engine: Engine & { label: string };
let wellId: number;
let otherWellId: number;
const cookies: Record<string, string> = {};
const date = "2026-06-02";

beforeAll(async () => {
  engine = await useDemoDatabase();
  // As the server does when its database opens (app/notifications/start.server.ts).
  sendQueuedMail();
  await ensureListening();
  wellId = await createTestWell(engine.db, "Demo Energy", "Notify-1", "2026-06-01");
  otherWellId = await createTestWell(engine.db, "Other Operator", "Notify-Other", "2026-06-01");
  for (const name of ["engineer", "manager", "admin", "planner", "other-admin"]) {
    cookies[name] = await signIn(name);
  }
  await createReport(cookies.engineer!, wellId, date);
  await fillRequiredSections(cookies.engineer!, wellId, date);
}, 240_000);
afterAll(async () => {
  await mailSent();
  await stopListening();
  await engine.close();
});

/** Who holds notifications, by username and kind, in the order they were written. */
/**
 * On PostgreSQL a queued mail reaches this process through LISTEN, a moment after the step's
 * response: wait until every job is claimed, then until what was claimed is sent.
 */
async function queuedMailSent() {
  for (let tries = 0; tries < 100; tries++) {
    const waiting = await engine.db
      .selectFrom("mail_jobs")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("claimed_at", "is", null)
      .executeTakeFirstOrThrow();
    if (Number(waiting.n) === 0) break;
    // A listener that lost its connection misses the announcement; the server's sweep sends it.
    if (tries === 60) await sweepQueuedMail();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await mailSent();
}

async function told() {
  const rows = await engine.db
    .selectFrom("notifications as n")
    .innerJoin("users as u", "u.id", "n.user_id")
    .select(["u.username", "n.kind"])
    .orderBy("n.id")
    .execute();
  return rows.map((row) => `${row.username}:${row.kind}`);
}

async function report() {
  return engine.db
    .selectFrom("reports")
    .selectAll()
    .where("well_id", "=", wellId)
    .where("report_date", "=", date)
    .executeTakeFirstOrThrow();
}

async function listOf(username: string) {
  const response = await call(notificationsLoader, "/ui/notifications", {
    cookie: cookies[username]!,
  });
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      notifications: { id: number; kind: string; read: boolean; comment?: string; href: string }[];
    }
  ).notifications;
}

function decide(form: Record<string, string>) {
  return call(approvalAction, "/form/approval-form", { cookie: cookies.manager!, form });
}

/** Text drawn on a PDF's pages: pdfkit writes it as hex strings in deflated content streams. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  let text = "";
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const hex of array[1]!.matchAll(/<([0-9a-fA-F]+)>/g)) {
        text += Buffer.from(hex[1]!, "hex").toString("latin1");
      }
      text += "\n";
    }
  }
  return text;
}

/** Reads server-sent events from a live channel until `until` holds. */
async function readEvents(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  until: (text: string) => boolean,
): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  while (!until(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

describe(`notifications (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("tells the organisation's approvers of a submission, live, and nobody else", async () => {
    const controller = new AbortController();
    const live = await liveLoader({
      request: new Request(`${ORIGIN}/ui/notifications/live`, {
        headers: { cookie: cookies.manager!, host: "localhost:3000" },
        signal: controller.signal,
      }),
      params: {},
      context: {},
    });
    expect(live.headers.get("Content-Type")).toContain("text/event-stream");
    const events = live.body!.getReader();
    expect(await readEvents(events, (text) => text.includes("event: unread"))).toContain(
      '"unread":0',
    );

    expect((await postForm(cookies.engineer!, wellId, date, { intent: "submit" })).status).toBe(
      302,
    );
    expect(await told()).toEqual(["admin:submitted", "manager:submitted"]);
    const pushed = await readEvents(events, (text) => text.includes("event: notification"));
    expect(pushed).toContain('"kind":"submitted"');
    expect(pushed).toContain('"unread":1');
    controller.abort();

    const [forManager] = await listOf("manager");
    expect(forManager).toMatchObject({ kind: "submitted", read: false });
    expect(forManager!.href).toBe(`/form/approval-form?report=${(await report()).id}`);
    expect(await listOf("engineer")).toEqual([]);
    expect(await listOf("other-admin")).toEqual([]);
  });

  it("lets a user mark only their own notifications read", async () => {
    const [forManager] = await listOf("manager");
    const [forAdmin] = await listOf("admin");
    const refused = await call(notificationsAction, "/ui/notifications", {
      cookie: cookies.manager!,
      form: { intent: "markRead", id: String(forAdmin!.id) },
    });
    // Someone else's notification is not found, like any other organisation's or user's id.
    expect(refused.status).toBe(404);
    expect((await listOf("admin"))[0]!.read).toBe(false);
    const otherOrganisation = await call(notificationsAction, "/ui/notifications", {
      cookie: cookies["other-admin"]!,
      form: { intent: "markRead", id: String(forManager!.id) },
    });
    expect(otherOrganisation.status).toBe(404);
    expect((await listOf("manager"))[0]!.read).toBe(false);
    for (let twice = 0; twice < 2; twice++) {
      // Marking one's own again is no mistake.
      const marked = await call(notificationsAction, "/ui/notifications", {
        cookie: cookies.manager!,
        form: { intent: "markRead", id: String(forManager!.id) },
      });
      expect(marked.status).toBe(302);
    }
    expect((await listOf("manager"))[0]!.read).toBe(true);
    const bad = await call(notificationsAction, "/ui/notifications", {
      cookie: cookies.manager!,
      form: { intent: "markRead", id: "not-a-number" },
    });
    expect(bad.status).toBe(400);
  });

  it("tells the author of a return with the comment, in the app and by mail when chosen", async () => {
    await call(choicesAction, "/profile/notifications", {
      cookie: cookies.engineer!,
      form: { "returned.inApp": "on", "returned.byMail": "on", "approved.inApp": "on" },
    });
    const row = await report();
    const response = await decide({
      intent: "return",
      reportId: String(row.id),
      version: String(row.version),
      comment: "Mud weight missing on the 06:00 check.",
    });
    expect(response.status).toBe(302);
    expect((await told()).slice(2)).toEqual(["engineer:returned"]);
    const [returned] = await listOf("engineer");
    expect(returned).toMatchObject({
      kind: "returned",
      comment: "Mud weight missing on the 06:00 check.",
    });
    await queuedMailSent();
    const mails = await engine.db
      .selectFrom("outbox")
      .select(["to_address", "body"])
      .where("to_address", "=", "engineer@demo-energy.example")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain("Mud weight missing on the 06:00 check.");
  });

  it("keeps a distribution list per well of the organisation only", async () => {
    const add = (cookie: string, well: number, address: string) =>
      call(distributionAction, "/ui/distribution-list", {
        cookie,
        form: { intent: "add", wellId: String(well), address },
      });
    expect((await add(cookies.manager!, wellId, "rig-office@contractor.example")).status).toBe(302);
    expect((await add(cookies.manager!, wellId, "planner@demo-energy.example")).status).toBe(302);
    const duplicate = await add(cookies.manager!, wellId, "RIG-office@contractor.example");
    expect(duplicate.status).toBe(409);
    const bad = await add(cookies.manager!, wellId, "not an address");
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { reply: { error: Record<string, string[]> } }).reply.error.address,
    ).toEqual(["notifications.distribution.invalid"]);
    expect((await add(cookies.manager!, otherWellId, "x@example.com")).status).toBe(404);
    expect((await add(cookies.engineer!, wellId, "x@example.com")).status).toBe(404);
    const other = await call(distributionLoader, `/ui/distribution-list?well=${wellId}`, {
      cookie: cookies["other-admin"]!,
    });
    expect(other.status).toBe(404);
  });

  it("mails the approved report to each distribution address with a PDF holding its number", async () => {
    expect((await postForm(cookies.engineer!, wellId, date, { intent: "submit" })).status).toBe(
      302,
    );
    const row = await report();
    const before = (await told()).length;
    const response = await decide({
      intent: "approve",
      reportId: String(row.id),
      version: String(row.version),
    });
    expect(response.status).toBe(302);
    expect((await told()).slice(before)).toEqual(["engineer:approved"]);
    await queuedMailSent();
    const mails = await engine.db
      .selectFrom("outbox as o")
      .innerJoin("outbox_attachments as a", "a.outbox_id", "o.id")
      .select(["o.to_address", "o.subject", "o.body", "a.filename", "a.content_type", "a.bytes"])
      .orderBy("o.to_address")
      .execute();
    expect(mails.map((mail) => mail.to_address)).toEqual([
      "planner@demo-energy.example",
      "rig-office@contractor.example",
    ]);
    for (const mail of mails) {
      expect(mail.subject).toContain(`Notify-1 #${row.report_no}`);
      expect(mail.body).toContain("Notify-1");
      expect(mail.content_type).toBe("application/pdf");
      const bytes = new Uint8Array(mail.bytes);
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
      expect(Buffer.from(bytes).toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
      expect(pdfText(bytes)).toContain(`Notify-1 #${row.report_no}`);
    }
  });

  it("lists each outbox mail's attachments and lets its organisation's administrator download them", async () => {
    const outbox = await call(outboxLoader, "/account/outbox", { cookie: cookies.admin! });
    expect(outbox.status).toBe(200);
    const { mails } = (await outbox.json()) as {
      mails: {
        to: string;
        attachments: { id: number; filename: string; contentType: string; size: number }[];
      }[];
    };
    const withPdf = mails.filter((mail) => mail.attachments.length > 0);
    expect(withPdf.map((mail) => mail.to).sort()).toEqual([
      "planner@demo-energy.example",
      "rig-office@contractor.example",
    ]);
    const [file] = withPdf[0]!.attachments;
    expect(file).toMatchObject({
      filename: expect.stringMatching(/^Notify-1-DDR-\d+-2026-06-02\.pdf$/),
      contentType: "application/pdf",
    });
    const download = (username: string, id = file!.id) =>
      call(attachmentLoader, `/account/outbox/attachments/${id}`, {
        cookie: cookies[username]!,
        params: { id: String(id) },
      });
    const response = await download("admin");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toContain(`filename="${file!.filename}"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(file!.size);
    expect(pdfText(bytes)).toContain("Notify-1 #");
    // Another organisation's administrator, and a manager without account management: 404.
    expect((await download("other-admin")).status).toBe(404);
    expect((await download("manager")).status).toBe(404);
    expect((await download("admin", 2147483000)).status).toBe(404);
  });

  it("sends the mail nobody claimed on the next sweep, and stops trying after a day", async () => {
    // Queued while no process listened (a restart between the step and its announcement).
    const row = await report();
    const orgId = row.org_id;
    const queue = (address: string, age: string) =>
      engine.db
        .insertInto("mail_jobs")
        .values({
          org_id: orgId,
          payload: JSON.stringify({ type: "morning-report", reportId: row.id, address }),
          created_at: sql<Date>`now() - ${sql.raw(`interval '${age}'`)}`,
        })
        .execute();
    await queue("late-office@contractor.example", "1 minute");
    await queue("stale-office@contractor.example", "2 days");
    expect(await sweepQueuedMail()).toBe(1);
    await mailSent();
    const sent = await engine.db
      .selectFrom("outbox")
      .select(["to_address", "subject"])
      .where("to_address", "in", [
        "late-office@contractor.example",
        "stale-office@contractor.example",
      ])
      .execute();
    expect(sent).toEqual([
      {
        to_address: "late-office@contractor.example",
        subject: expect.stringContaining("Notify-1"),
      },
    ]);
    // Sent once: a second sweep finds nothing to send.
    expect(await sweepQueuedMail()).toBe(0);
  });

  // A second app process on the same PostgreSQL database (the embedded database belongs to one
  // process, decision 053): the engineer's submit goes through it, the manager's live channel is
  // held by this one.
  if (process.env.TEST_DATABASE_URL)
    it("brings a submit made through another app process to a live channel held by this one", async () => {
      const database = (
        await engine.db
          .selectNoFrom((eb) => eb.fn<string>("current_database", []).as("name"))
          .executeTakeFirstOrThrow()
      ).name;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${database}`;
      const other = new RouteProcess({ DATABASE_URL: url.toString() });
      const controller = new AbortController();
      try {
        await other.ready;
        expect(other.pid).not.toBe(process.pid);
        const live = await liveLoader({
          request: new Request(`${ORIGIN}/ui/notifications/live`, {
            headers: { cookie: cookies.manager!, host: "localhost:3000" },
            signal: controller.signal,
          }),
          params: {},
          context: {},
        });
        const events = live.body!.getReader();
        await readEvents(events, (text) => text.includes("event: unread"));
        const day = "2026-06-03";
        await createReport(cookies.engineer!, wellId, day);
        await fillRequiredSections(cookies.engineer!, wellId, day);
        const submitted = await other.ask(
          "_app.form.daily-drilling-report.tsx",
          "action",
          `/form/daily-drilling-report?well=${wellId}&date=${day}`,
          cookies.engineer!,
          { form: { intent: "submit" } },
        );
        expect(submitted.status).toBe(302);
        const pushed = await readEvents(events, (text) => text.includes(day));
        expect(pushed).toContain("event: notification");
        expect(pushed).toContain('"kind":"submitted"');
      } finally {
        controller.abort();
        other.stop();
      }
    }, 120_000);
});
