/**
 * Who is told of a report's step in its lifecycle. Pure: the caller brings the organisation's
 * people; the rule never reaches outside them.
 */
import { Privilege } from "~/auth/privileges";

import type { NotificationKind, NotificationPreference } from "./kinds";
import { DEFAULT_PREFERENCE } from "./kinds";

export type ReportStep = "submit" | "approve" | "return";

export interface Person {
  id: number;
  /** Holds the approval privilege in the report's organisation. */
  approves: boolean;
}

export interface Recipient {
  userId: number;
  kind: NotificationKind;
}

const KIND_OF_STEP: Record<ReportStep, NotificationKind> = {
  submit: "submitted",
  approve: "approved",
  return: "returned",
};

/**
 * A submission tells the approvers (not the author, who may approve too); an approval or a
 * return tells the author (not when they decided on their own report).
 */
export function recipientsOf(
  step: ReportStep,
  actorId: number,
  authorId: number | null,
  people: readonly Person[],
): Recipient[] {
  const kind = KIND_OF_STEP[step];
  if (step === "submit") {
    return people
      .filter((person) => person.approves && person.id !== actorId)
      .map((person) => ({ userId: person.id, kind }));
  }
  if (authorId === null || authorId === actorId) return [];
  return people.some((person) => person.id === authorId) ? [{ userId: authorId, kind }] : [];
}

/** The user's choice for a kind, or the default. */
export function preferenceFor(
  chosen: ReadonlyMap<string, NotificationPreference>,
  userId: number,
  kind: NotificationKind,
): NotificationPreference {
  return chosen.get(`${userId}:${kind}`) ?? DEFAULT_PREFERENCE;
}

export interface Member {
  id: number;
  privileges: readonly number[];
}

/** Those who read AFE against actual (the planner database): the organisation's planners and managers. */
export function plannersOf(people: readonly Member[]): number[] {
  return people
    .filter((person) => person.privileges.includes(Privilege.PlannerDatabase))
    .map((p) => p.id);
}

/** Those who write the well's DDRs: told when yesterday's is missing. */
export function reportWritersOf(people: readonly Member[]): number[] {
  return people
    .filter((person) => person.privileges.includes(Privilege.DailyDrillingReportForm))
    .map((p) => p.id);
}

/**
 * An approved AFE supplement tells the one who built it and the organisation's planners, not the
 * approver, who knows. The builder only while still one of the organisation's people.
 */
export function afeApprovalRecipients(
  builderId: number | null,
  approverId: number,
  people: readonly Member[],
): number[] {
  const builder = people.some((person) => person.id === builderId) ? [builderId!] : [];
  return [...new Set([...builder, ...plannersOf(people)])].filter((id) => id !== approverId);
}
