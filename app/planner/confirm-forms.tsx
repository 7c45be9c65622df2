/**
 * The planner's irreversible actions (every remove, removing a draft AFE version, approving one),
 * each behind the shared confirmation (components/confirm-action.tsx).
 */
import { useActionData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { ConfirmAction, ConfirmStep, type ConfirmText } from "~/components/confirm-action";

import type { PlannerIntent } from "./schemas";
import type { PlannerActionData } from "./ui";

type T = (key: string, params?: Record<string, unknown>) => string;

/** Removals and approvals are confirmed; everything else is carried out at once. */
export function needsConfirmation(intent: PlannerIntent): boolean {
  return intent.endsWith(".remove") || intent === "afe.approve";
}

export function confirmText(t: T, intent: string, name: string): ConfirmText {
  if (intent === "afe.approve") {
    return {
      title: t("planner.confirm.approveTitle", { name }),
      message: t("planner.confirm.approveMessage"),
      confirm: t("planner.confirm.approve"),
    };
  }
  if (intent === "afe.remove") {
    return {
      title: t("planner.confirm.removeDraftTitle", { name }),
      message: t("planner.confirm.removeDraftMessage"),
      confirm: t("planner.confirm.remove"),
      danger: true,
    };
  }
  return {
    title: t("planner.confirm.removeTitle", { name }),
    message: t("planner.confirm.removeMessage"),
    confirm: t("planner.confirm.remove"),
    danger: true,
  };
}

function fieldsOf(
  intent: PlannerIntent,
  formId: string,
  id: number,
  version: number,
  name: string,
) {
  return { intent, formId, id: String(id), version: String(version), label: name };
}

export function RemoveForm({
  intent,
  id,
  version,
  label,
}: {
  intent: PlannerIntent;
  id: number;
  version: number;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmAction
      fields={fieldsOf(intent, `row:${intent}-${id}`, id, version, label)}
      text={confirmText(t, intent, label)}
      className="button small danger"
    >
      <span aria-hidden="true">{t("planner.actions.remove")}</span>
      <span className="visually-hidden">{t("planner.actions.removeNamed", { name: label })}</span>
    </ConfirmAction>
  );
}

/** Approve or remove the well's draft AFE version, named as the screen names it. */
export function DraftActions({
  id,
  version,
  kind,
  builtBy,
  ownVersion,
}: {
  id: number;
  version: number;
  kind: string;
  /** Who started the version: someone else approves it. */
  builtBy: string | null;
  /** The viewer built it: the approval is not offered, and the page says why. */
  ownVersion: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="button-row">
      {ownVersion ? (
        <p className="hint" id={`afe-own-${id}`}>
          {t("planner.confirm.ownVersion", { kind })}
        </p>
      ) : (
        <>
          {builtBy ? (
            <p className="hint">{t("planner.confirm.builtBy", { name: builtBy })}</p>
          ) : null}
          <ConfirmAction
            fields={fieldsOf("afe.approve", `row:afe.approve-${id}`, id, version, kind)}
            text={confirmText(t, "afe.approve", kind)}
            className="button primary"
          >
            {t("planner.actions.approve", { kind })}
          </ConfirmAction>
        </>
      )}
      <ConfirmAction
        fields={fieldsOf("afe.remove", `row:afe.remove-${id}`, id, version, kind)}
        text={confirmText(t, "afe.remove", kind)}
        className="button danger"
      >
        {t("planner.actions.removeDraft", { kind })}
      </ConfirmAction>
    </div>
  );
}

/** Without JavaScript, a removal or approval comes back as this step before it is done. */
export function PlannerConfirmStep() {
  const { t } = useTranslation();
  const location = useLocation();
  const data = useActionData<PlannerActionData>();
  if (!data?.confirm) return null;
  const { fields } = data.confirm;
  return (
    <ConfirmStep
      fields={fields}
      text={confirmText(t, fields.intent ?? "", fields.label ?? "")}
      cancelTo={`${location.pathname}${location.search}`}
    />
  );
}
