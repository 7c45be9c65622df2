import type { UsageGroup } from "~/domain/cost/usage";

/** Who is writing: the signed-in user, whose organisation scopes every query. */
export interface Actor {
  id: number;
  orgId: number;
  fullName: string;
}

/** The outcome of a planner write the user can cause to fail; never thrown, always shown. */
export type WriteFailure =
  /** The record is not in the actor's organisation (or no longer exists). */
  | { ok: false; reason: "notFound" }
  /** Someone saved the record since this form was loaded. */
  | { ok: false; reason: "conflict" }
  /** Another record of the organisation already has this name. */
  | { ok: false; reason: "duplicate"; field: string }
  /** A referenced record (bundle, unit, cost item, activity…) is not in the organisation. */
  | { ok: false; reason: "invalidReference"; field: string }
  /** Reports or plans use the record, so it stays. */
  | { ok: false; reason: "inUse"; name: string; usages: UsageGroup[] }
  /** The AFE version is approved and locked. */
  | { ok: false; reason: "locked" }
  /** The well already has a draft AFE version. */
  | { ok: false; reason: "draftExists" }
  /** Approving a version without lines would authorise nothing. */
  | { ok: false; reason: "emptyAfe" }
  /** The person who built a version cannot approve it: a second person authorises the spend. */
  | { ok: false; reason: "ownAfe"; builder: string };

export type WriteResult<T extends object = { id: number }> = ({ ok: true } & T) | WriteFailure;
