/**
 * Report lifecycle (DOMAIN.md §6): draft → submitted → approved, with returned for corrections.
 *
 *   draft     --submit-->  submitted
 *   submitted --approve--> approved
 *   submitted --return-->  returned   (comment required: the author must know what to fix)
 *   returned  --edit-->    draft
 *   approved  --reopen-->  draft      (admin only; the caller records the audit trail)
 */

export const REPORT_STATES = ["draft", "submitted", "approved", "returned"] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_ACTIONS = ["submit", "approve", "return", "edit", "reopen"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** Translation keys of the reasons a transition is refused. */
export type LifecycleRefusalCode =
  "lifecycle.illegal" | "lifecycle.commentRequired" | "lifecycle.adminOnly";

export type TransitionResult =
  { ok: true; state: ReportState } | { ok: false; code: LifecycleRefusalCode };

export interface TransitionContext {
  comment?: string | null;
  isAdmin?: boolean;
}

const TRANSITIONS: Readonly<Record<ReportState, Partial<Record<ReportAction, ReportState>>>> = {
  draft: { submit: "submitted" },
  submitted: { approve: "approved", return: "returned" },
  returned: { edit: "draft" },
  approved: { reopen: "draft" },
};

/** The next state after `action`, or why it is refused. */
export function transition(
  state: ReportState,
  action: ReportAction,
  context: TransitionContext = {},
): TransitionResult {
  const next = TRANSITIONS[state][action];
  if (next === undefined) return { ok: false, code: "lifecycle.illegal" };
  if (action === "return" && !context.comment?.trim()) {
    return { ok: false, code: "lifecycle.commentRequired" };
  }
  if (action === "reopen" && context.isAdmin !== true) {
    return { ok: false, code: "lifecycle.adminOnly" };
  }
  return { ok: true, state: next };
}

/** Actions that lead somewhere from `state`, for showing buttons (admin-only ones if admin). */
export function availableActions(state: ReportState, isAdmin = false): ReportAction[] {
  return REPORT_ACTIONS.filter(
    (action) => TRANSITIONS[state][action] !== undefined && (action !== "reopen" || isAdmin),
  );
}

/** The author may change a report's content only while it is a draft or has been returned. */
export function isEditable(state: ReportState): boolean {
  return state === "draft" || state === "returned";
}

export function isReportState(value: unknown): value is ReportState {
  return typeof value === "string" && (REPORT_STATES as readonly string[]).includes(value);
}
