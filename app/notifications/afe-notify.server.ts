/**
 * The planner's side of notifications, called inside the transaction of the write that causes
 * them: an approved AFE supplement tells its builder and the organisation's planners; a saved
 * cost (the DDR cost section, which is what the planner database counts as actual) or a newly
 * approved AFE that leaves a well more than the organisation's percentage over its approved AFE
 * tells the planners, once per crossing of a budget.
 */

import { afeKindOf } from "~/domain/cost/afe-versions";
import type { Tx } from "~/db/schema";
import { pageHref, pages } from "~/navigation/pages";
import { approvedAfeTotal, bookedCostTotal } from "~/planner/afe-vs-actual.server";

import type { NotificationDetail } from "./kinds";
import { afeApprovalRecipients, plannersOf } from "./recipients";
import { overAfe, overAfeSubject } from "./rules";
import { settingsOf } from "./settings.server";
import { claimOnce, listenForAnnouncements, membersOf, tell, type OrgMember } from "./tell.server";

interface Actor {
  id: number;
  orgId: number;
}

const afeHref = (wellId: number) => pageHref(pages.plannerDatabase, { view: "afe", well: wellId });

async function wellName(tx: Tx, orgId: number, wellId: number): Promise<string | null> {
  const well = await tx
    .selectFrom("wells")
    .select("name")
    .where("id", "=", wellId)
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  return well?.name ?? null;
}

/** Called once an AFE version is approved, in the approval's transaction. */
export async function afeVersionApproved(tx: Tx, actor: Actor, afeId: number): Promise<void> {
  listenForAnnouncements();
  const afe = await tx
    .selectFrom("afes as a")
    .innerJoin("wells as w", "w.id", "a.well_id")
    .select(["a.well_id", "a.version_no", "a.created_by", "w.name"])
    .where("a.id", "=", afeId)
    .where("a.org_id", "=", actor.orgId)
    .executeTakeFirst();
  if (!afe) return;
  const people = await membersOf(tx, actor.orgId);
  if (afeKindOf(afe.version_no) === "supplement") {
    const detail: NotificationDetail = {
      reportKind: "afe",
      reportNo: afe.version_no - 1,
      reportDate: new Date().toISOString().slice(0, 10),
      wellName: afe.name,
      actorName: people.find((person) => person.id === actor.id)?.fullName ?? "",
      href: afeHref(afe.well_id),
    };
    await tell(tx, {
      orgId: actor.orgId,
      kind: "afeApproved",
      userIds: afeApprovalRecipients(afe.created_by, actor.id, people),
      detail,
      people,
      actorId: actor.id,
    });
  }
  // A new budget may leave the cost already booked over it.
  await checkCost(tx, actor, afe.well_id, afe.name, people);
}

/** Called after a DDR's cost lines are saved, in the save's transaction. */
export async function costBooked(tx: Tx, actor: Actor, wellId: number): Promise<void> {
  const name = await wellName(tx, actor.orgId, wellId);
  if (name === null) return;
  await checkCost(tx, actor, wellId, name, null);
}

async function checkCost(
  tx: Tx,
  actor: Actor,
  wellId: number,
  name: string,
  known: readonly OrgMember[] | null,
): Promise<void> {
  const { overAfePercent } = await settingsOf(tx, actor.orgId);
  const afe = await approvedAfeTotal(tx, actor.orgId, wellId);
  const over = overAfe(afe, await bookedCostTotal(tx, actor.orgId, wellId), overAfePercent);
  if (over === null) return;
  // Told once per budget: the first save over it claims; a later supplement is a new budget.
  if (!(await claimOnce(tx, actor.orgId, overAfeSubject(wellId, afe)))) return;
  listenForAnnouncements();
  const people = known ?? (await membersOf(tx, actor.orgId));
  await tell(tx, {
    orgId: actor.orgId,
    kind: "overAfe",
    userIds: plannersOf(people),
    detail: {
      reportKind: "afe",
      reportNo: null,
      reportDate: new Date().toISOString().slice(0, 10),
      wellName: name,
      actorName: people.find((person) => person.id === actor.id)?.fullName ?? "",
      overPercent: over.toFixed(1),
      thresholdPercent: String(overAfePercent),
      href: afeHref(wellId),
    },
    people,
    actorId: actor.id,
  });
}
