/**
 * Live events between app processes. A write announces inside its transaction with
 * `pg_notify`, so nothing is told of work that rolled back; every process listens once and
 * hands each message to its subscribers (the open live channels, the mail sender). On a
 * PostgreSQL server the message reaches every process on the database; on PGlite, which
 * belongs to one process, it stays in this one. No broker of our own.
 */
import { sql } from "kysely";

import { getEngine } from "~/db/db.server";
import type { Engine } from "~/db/engine.server";
import type { Db } from "~/db/schema";

export const CHANNEL = "drillbook_events";

export type BusMessage =
  | { type: "notification"; orgId: number; userId: number; id: number }
  | { type: "mail"; jobId: number };

type Subscriber = (message: BusMessage) => void;

const subscribers = new Set<Subscriber>();
// One listening connection per engine (tests swap engines; the app keeps one).
const listening = new WeakMap<Engine, Promise<() => Promise<void>>>();

function deliver(payload: string) {
  let message: BusMessage;
  try {
    message = JSON.parse(payload) as BusMessage;
  } catch {
    return;
  }
  for (const subscriber of subscribers) subscriber(message);
}

/**
 * Starts this process listening, once per database. The server starts it when the database
 * opens, before any request: on PGlite a LISTEN run inside someone's transaction would be undone
 * with it.
 */
export async function ensureListening(given?: Engine): Promise<void> {
  const engine = given ?? (await getEngine());
  let started = listening.get(engine);
  if (!started) {
    started = engine.listen(CHANNEL, deliver);
    listening.set(engine, started);
    started.catch(() => listening.delete(engine));
  }
  await started;
}

/** Stops listening on the current database (tests and shutdown). */
export async function stopListening(): Promise<void> {
  const engine = await getEngine();
  const started = listening.get(engine);
  listening.delete(engine);
  if (started) await (await started)();
}

export function subscribe(subscriber: Subscriber): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** Told to every listening process once `tx` commits; never if it rolls back. */
export async function announce(tx: Db, message: BusMessage): Promise<void> {
  await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`.execute(tx);
}
