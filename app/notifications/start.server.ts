/**
 * Notifications at start-up: the process listens before it serves anyone, takes its share of the
 * queued mail, every minute sends what nobody claimed and the daily reminders that are due.
 * Imported once, by the server entry.
 */
import { whenDatabaseOpens } from "~/db/db.server";

import { ensureListening } from "./bus.server";
import { sendQueuedMail, sweepQueuedMail } from "./mail-jobs.server";
import { sendDailyReminders } from "./reminders.server";

const SWEEP_EVERY_MS = 60_000;

whenDatabaseOpens("notifications", async (engine) => {
  sendQueuedMail();
  await ensureListening(engine);
  const sweep = () => {
    sweepQueuedMail().catch((error: unknown) => console.error("Mail sweep failed:", error));
    sendDailyReminders().catch((error: unknown) => console.error("Reminders failed:", error));
  };
  setTimeout(sweep, 5_000).unref();
  setInterval(sweep, SWEEP_EVERY_MS).unref();
});
