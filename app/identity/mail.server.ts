import { sql } from "kysely";
import type { Transporter } from "nodemailer";

import { getDb } from "~/db/db.server";

import { TOKEN_LINK_PATTERN, withoutTokenLinks } from "./outbox";
import { accountPage } from "./lists.server";
import type { Actor } from "./tenancy.server";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The organisation the mail concerns; null before the person belongs to one. */
  orgId: number | null;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** SMTP when SMTP_URL is set; otherwise mail stays in the outbox table and the server log. */
export function mailGoesToOutbox(): boolean {
  return !process.env.SMTP_URL;
}

let transport: Promise<Transporter> | undefined;
function smtp(url: string): Promise<Transporter> {
  transport ??= import("nodemailer").then(({ createTransport }) => createTransport(url));
  return transport;
}

/**
 * Sends the mail, or keeps it locally. A failure is logged, never shown: the screens that send
 * mail answer the same whatever happens, so they reveal nothing about who has an account.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const url = process.env.SMTP_URL;
  if (url) {
    await dropKeptTokenLinks();
    // Not awaited: how long the SMTP server takes must not tell a visitor whether mail was sent.
    void smtp(url)
      .then((transporter) =>
        transporter.sendMail({
          from: process.env.MAIL_FROM ?? "no-reply@localhost",
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments?.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.bytes),
          })),
        }),
      )
      .catch((error: unknown) => console.error(`Mail to ${mail.to} could not be sent:`, error));
    return;
  }
  const db = await getDb();
  await db.transaction().execute(async (tx) => {
    const kept = await tx
      .insertInto("outbox")
      .values({ org_id: mail.orgId, to_address: mail.to, subject: mail.subject, body: mail.text })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const file of mail.attachments ?? []) {
      await tx
        .insertInto("outbox_attachments")
        .values({
          outbox_id: kept.id,
          filename: file.filename,
          content_type: file.contentType,
          bytes: file.bytes,
        })
        .execute();
    }
  });
  console.info(
    `Mail kept in the outbox (SMTP_URL is not set) to ${mail.to}: ${mail.subject}\n${mail.text}\n`,
  );
}

export interface OutboxAttachment {
  id: number;
  filename: string;
  contentType: string;
  /** Bytes. */
  size: number;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
  attachments: OutboxAttachment[];
}

/**
 * With SMTP set, nothing with a token is kept readable: mail the outbox kept from before (when
 * the app ran without SMTP_URL) and that still carries a link with a token goes.
 */
async function dropKeptTokenLinks(): Promise<void> {
  const db = await getDb();
  await db
    .deleteFrom("outbox")
    .where(sql<boolean>`body ~ ${TOKEN_LINK_PATTERN}`)
    .execute();
}

/**
 * The outbox an administrator may read: their organisation's mail, or all of it for client
 * administrators. Links with a token are for their recipient: only client administrators (who
 * run the installation, locally without SMTP) see them.
 */
export async function listOutbox(actor: Actor, page: number) {
  const db = await getDb();
  const base = db
    .selectFrom("outbox")
    .$if(!actor.administersClients, (qb) => qb.where("org_id", "=", actor.orgId));
  const { window, onePage } = await accountPage(base, page);
  const rows = await onePage
    .select(["id", "to_address", "subject", "body", "created_at"])
    .orderBy("id", "desc")
    .execute();
  const attachments =
    rows.length === 0
      ? []
      : await db
          .selectFrom("outbox_attachments")
          .select(["id", "outbox_id", "filename", "content_type"])
          .select(sql<number>`octet_length(bytes)`.as("size"))
          .where(
            "outbox_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("id")
          .execute();
  return {
    window,
    mails: rows.map((row): OutboxMail => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      body: actor.administersClients ? row.body : withoutTokenLinks(row.body),
      createdAt: new Date(row.created_at).toISOString(),
      attachments: attachments
        .filter((file) => Number(file.outbox_id) === Number(row.id))
        .map((file) => ({
          id: Number(file.id),
          filename: file.filename,
          contentType: file.content_type,
          size: Number(file.size),
        })),
    })),
  };
}

/**
 * A file attached to a mail of the outbox the administrator may read (as `listOutbox` scopes
 * it); `elsewhere` when it exists but belongs to mail of another organisation.
 */
export async function readOutboxAttachment(actor: Actor, id: number) {
  const db = await getDb();
  const row = await db
    .selectFrom("outbox_attachments as a")
    .innerJoin("outbox as o", "o.id", "a.outbox_id")
    .select(["a.filename", "a.content_type", "a.bytes", "o.org_id"])
    .where("a.id", "=", id)
    .executeTakeFirst();
  if (!row) return { found: false as const, elsewhere: false };
  if (!actor.administersClients && row.org_id !== actor.orgId) {
    return { found: false as const, elsewhere: true };
  }
  return {
    found: true as const,
    filename: row.filename,
    contentType: row.content_type,
    bytes: new Uint8Array(row.bytes),
  };
}
