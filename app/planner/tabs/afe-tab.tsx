/**
 * The AFE of a well: its versions, and the draft's header, lines and actions.
 */
import { getCollectionProps, getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { FieldErrors } from "~/components/field-errors";
import { type UnitSystem } from "~/domain/units/systems";
import { unitLabel } from "~/domain/units/units";
import { useUnits } from "~/units/use-units";

import { AfeVersionsTable, versionLabel } from "../afe-versions-table";
import { DraftActions, RemoveForm } from "../confirm-forms";
import { NothingRow } from "../nothing-row";
import { useSavedKey } from "~/forms/saved-key";
import {
  FilterForm,
  FilterSelect,
  FormErrors,
  Money,
  PhaseName,
  Routing,
  RowFormErrors,
  SubmitButton,
  TextField,
  usePlannerForm,
  usePlannerSchemas,
} from "../ui";
import { type ActivityView, type AfeLineView, type AfeVersionView } from "../view-models";
import { type TabData } from "./tab-data";
import { hoursText } from "./activities-tab";
import { AddFreeLineForm, AfeLineForm } from "./afe-line-forms";
import { ColumnHeads } from "~/components/column-heads";

// --- AFE versions and lines ---

export function AfeTab({ data }: { data: TabData<"afe"> }) {
  const { t } = useTranslation();
  const startKey = useSavedKey(`afe.create-${data.well?.id ?? 0}`);
  const { well, versions, draftLines, plan, options } = data;
  const draft = versions.find((version) => version.status === "draft") ?? null;
  return (
    <section className="planner-section" aria-label={t("planner.tabs.afe")}>
      <FilterForm hidden={{ tab: "afe" }} label={t("planner.form.chooseWell")}>
        <FilterSelect
          name="well"
          label={t("planner.filter.well")}
          value={well?.id ?? null}
          options={data.wells.map((w) => ({ value: w.id, label: w.name }))}
          anyLabel={well ? undefined : t("planner.filter.chooseWell")}
        />
      </FilterForm>
      {!well ? (
        <p className="hint">{t("planner.database.noWell")}</p>
      ) : (
        <>
          <h2>{t("planner.form.afeOf", { well: well.name })}</h2>
          <RowFormErrors prefix="row:" />
          <AfeVersionsTable versions={versions} showCreatedBy />
          {draft ? (
            <DraftEditor
              draft={draft}
              lines={draftLines?.rows ?? []}
              plan={plan?.rows ?? []}
              options={options}
              system={data.unitSystem}
              ownVersion={draft.createdById === data.viewerId}
            />
          ) : (
            <StartVersionForm key={startKey} wellId={well.id} versionNo={versions.length + 1} />
          )}
        </>
      )}
    </section>
  );
}

function StartVersionForm({ wellId, versionNo }: { wellId: number; versionNo: number }) {
  const { t } = useTranslation();
  const schemas = usePlannerSchemas("api");
  const formId = `afe.create-${wellId}`;
  const [form, fields] = usePlannerForm(formId, schemas["afe.create"]);
  const kind = versionLabel(t, versionNo);
  return (
    <Form method="post" {...getFormProps(form)} className="planner-form" preventScrollReset>
      <h3>{t("planner.form.startVersion", { kind })}</h3>
      <Routing intent="afe.create" formId={formId} />
      <input type="hidden" name="wellId" value={wellId} />
      <FormErrors errors={form.errors} />
      <TextField field={fields.reference!} label={t("planner.columns.reference")} />
      <TextField field={fields.reason!} label={t("planner.columns.reason")} />
      <SubmitButton intent="afe.create">{t("planner.actions.startVersion")}</SubmitButton>
    </Form>
  );
}

function DraftEditor({
  draft,
  lines,
  plan,
  options,
  system,
  ownVersion,
}: {
  /** The viewer built this draft, so approving it is someone else's. */
  ownVersion: boolean;
  draft: AfeVersionView;
  lines: AfeLineView[];
  plan: ActivityView[];
  options: TabData<"afe">["options"];
  system: UnitSystem;
}) {
  const { t } = useTranslation();
  const planKey = useSavedKey(`afeLine.fromActivities-${draft.id}`);
  const freeKey = useSavedKey(`afeLine.add-${draft.id}`);
  const headerKey = useSavedKey(`afe.update-${draft.id}`);
  const kind = versionLabel(t, draft.versionNo);
  return (
    <div className="planner-section">
      <h3>{t("planner.form.draftTitle", { kind })}</h3>
      {/* Not keyed on the version: a line's save moves it on, and would wipe a typed header. */}
      <DraftHeaderForm key={headerKey} draft={draft} />
      <AddFromActivitiesForm key={planKey} draft={draft} plan={plan} system={system} />
      <AddFreeLineForm key={freeKey} draft={draft} options={options} />
      <div className="table-scroll" tabIndex={0}>
        <table className="planner-table">
          <caption>{t("planner.form.draftLines", { kind })}</caption>
          <ColumnHeads
            labels={[
              t("planner.columns.code"),
              t("planner.columns.phase"),
              t("planner.columns.bundle"),
              t("planner.columns.lineEdit"),
              t("planner.columns.amount"),
              t("planner.columns.actions"),
            ]}
          />
          <tbody>
            {lines.length === 0 ? (
              <NothingRow columns={6}>{t("planner.form.noLines")}</NothingRow>
            ) : (
              lines.map((line) => (
                <tr key={line.id} id={`afe-line-${line.id}`}>
                  <td>{line.code}</td>
                  <td>
                    <PhaseName phase={line.phase} />
                  </td>
                  <td>{line.bundleName ?? t("planner.figures.noBundle")}</td>
                  <td>
                    <AfeLineForm key={`${line.id}-${line.version}`} line={line} />
                  </td>
                  <td className="num">
                    <Money amount={line.amount} />
                  </td>
                  <td>
                    <RemoveForm
                      intent="afeLine.remove"
                      id={line.id}
                      version={line.version}
                      label={`${line.code} ${line.description}`}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t("planner.figures.total")}
              </th>
              <td className="num">
                <Money amount={draft.amount} />
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <DraftActions
        id={draft.id}
        version={draft.version}
        kind={kind}
        builtBy={draft.createdByName}
        ownVersion={ownVersion}
      />
    </div>
  );
}

function DraftHeaderForm({ draft }: { draft: AfeVersionView }) {
  const { t } = useTranslation();
  const schemas = usePlannerSchemas("api");
  const formId = `afe.update-${draft.id}`;
  const [form, fields] = usePlannerForm(formId, schemas["afe.update"], {
    reference: draft.reference ?? "",
    reason: draft.reason ?? "",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="planner-form" preventScrollReset>
      <Routing intent="afe.update" formId={formId} />
      <input type="hidden" name="id" value={draft.id} />
      <input type="hidden" name="version" value={draft.version} />
      <FormErrors errors={form.errors} />
      <TextField field={fields.reference!} label={t("planner.columns.reference")} />
      <TextField field={fields.reason!} label={t("planner.columns.reason")} />
      <SubmitButton className="button" intent="afe.update">
        {t("planner.actions.save")}
      </SubmitButton>
    </Form>
  );
}

function AddFromActivitiesForm({
  draft,
  plan,
  system,
}: {
  draft: AfeVersionView;
  plan: ActivityView[];
  system: UnitSystem;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const schemas = usePlannerSchemas(system);
  const formId = `afeLine.fromActivities-${draft.id}`;
  const [form, fields] = usePlannerForm(formId, schemas["afeLine.fromActivities"]);
  const choices = getCollectionProps(fields.activityIds!, {
    type: "checkbox",
    options: plan.map((activity) => String(activity.id)),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="planner-form" preventScrollReset>
      <h3>{t("planner.form.fromActivities")}</h3>
      <Routing intent="afeLine.fromActivities" formId={formId} />
      <input type="hidden" name="afeId" value={draft.id} />
      <FormErrors errors={form.errors} />
      {plan.length === 0 ? (
        <p className="hint">{t("planner.form.noActivities")}</p>
      ) : (
        <fieldset className="planner-checklist" aria-describedby={fields.activityIds!.errorId}>
          <legend className="visually-hidden">{t("planner.form.fromActivities")}</legend>
          {plan.map((activity, index) => {
            const { key, ...props } = choices[index]!;
            return (
              <label key={key}>
                <input {...props} />
                <span>
                  <PhaseName phase={activity.phase} />: {activity.name} (
                  {hoursText(activity.plannedDurationS, system, language)}{" "}
                  {unitLabel("duration", system)}, <Money amount={activity.total} />)
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <FieldErrors id={fields.activityIds!.errorId} errors={fields.activityIds!.errors} />
      <SubmitButton className="button" intent="afeLine.fromActivities">
        {t("planner.actions.addFromActivities")}
      </SubmitButton>
    </Form>
  );
}
