/**
 * The activities of a phase and their costs: what an AFE is built from.
 */
import { getFormProps } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { type Language, type UnitSystem } from "~/domain/units/systems";
import { fromSI, unitLabel } from "~/domain/units/units";
import { writeUserDecimal, writeUserNumber } from "~/units/parse-number";
import { useUnits } from "~/units/use-units";

import { RemoveForm } from "../confirm-forms";
import { useSavedKey } from "~/forms/saved-key";

import { useJustAdded } from "../just-added";
import { RowActions } from "../list-frame";
import { NothingRow } from "../nothing-row";
import { withParams } from "../query";
import {
  FilterForm,
  FilterSelect,
  FilterText,
  FormErrors,
  Money,
  Pager,
  PhaseName,
  Routing,
  RowFormErrors,
  SelectField,
  SubmitButton,
  TextField,
  usePhaseOptions,
  usePlannerForm,
  usePlannerSchemas,
} from "../ui";
import { type ActivityView } from "../view-models";
import { type TabData } from "./tab-data";
import { formKey } from "./items-tab";
import { ColumnHeads } from "~/components/column-heads";

// --- activities and activity costs ---

export function ActivitiesTab({ data }: { data: TabData<"activities"> }) {
  const { t } = useTranslation();
  const addKey = useSavedKey("activity.add");
  const phaseOptions = usePhaseOptions();
  const { activities, query, options, editing, unitSystem } = data;
  return (
    <section className="planner-section" aria-label={t("planner.tabs.activities")}>
      <ActivityForm key={formKey(editing, addKey)} activity={editing} system={unitSystem} />
      <FilterForm hidden={{ tab: "activities" }} label={t("planner.filter.label")}>
        <FilterSelect
          name="phase"
          label={t("planner.filter.phase")}
          value={query.phase}
          options={phaseOptions}
          anyLabel=""
        />
        <FilterText defaultValue={query.q} />
      </FilterForm>
      <RowFormErrors prefix="row:" />
      {activities.rows.length === 0 ? (
        <p className="planner-empty">
          {query.q || query.phase ? t("planner.list.noMatches") : t("planner.list.empty")}
        </p>
      ) : (
        activities.rows.map((activity, index) => (
          <ActivityCard
            key={activity.id}
            activity={activity}
            number={activities.numbers[index]!}
            items={options.items}
            system={unitSystem}
          />
        ))
      )}
      <Pager paged={activities} label={t("planner.pages.label")} />
    </section>
  );
}

export function hoursText(seconds: number, system: UnitSystem, language: Language): string {
  return writeUserNumber(fromSI("duration", seconds, system), language, 2);
}

function ActivityForm({ activity, system }: { activity: ActivityView | null; system: UnitSystem }) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const location = useLocation();
  const schemas = usePlannerSchemas(system);
  const phaseOptions = usePhaseOptions();
  const intent = activity ? "activity.update" : "activity.add";
  const formId = activity ? `activity.update-${activity.id}` : "activity.add";
  const [form, fields] = usePlannerForm(
    formId,
    schemas[intent],
    activity
      ? {
          phase: activity.phase,
          sequence: String(activity.sequence),
          name: activity.name,
          description: activity.description ?? "",
          plannedHours: hoursText(activity.plannedDurationS, system, language),
        }
      : { sequence: "10" },
  );
  return (
    <Form method="post" {...getFormProps(form)} className="planner-form" preventScrollReset>
      <h3>
        {activity
          ? t("planner.form.editActivity", { name: activity.name })
          : t("planner.form.addActivity")}
      </h3>
      <Routing intent={intent} formId={formId} />
      {activity ? (
        <>
          <input type="hidden" name="id" value={activity.id} />
          <input type="hidden" name="version" value={activity.version} />
        </>
      ) : null}
      <FormErrors errors={form.errors} />
      <SelectField
        field={fields.phase!}
        label={t("planner.columns.phase")}
        options={phaseOptions}
        emptyLabel={t("planner.form.choose")}
      />
      <TextField
        field={fields.sequence!}
        label={t("planner.columns.sequence")}
        inputMode="numeric"
      />
      <TextField field={fields.name!} label={t("planner.columns.activity")} />
      <TextField
        field={fields.plannedHours!}
        label={t("planner.columns.plannedDuration", { unit: unitLabel("duration", system) })}
        inputMode="decimal"
      />
      <TextField field={fields.description!} label={t("planner.columns.description")} />
      <SubmitButton intent={intent}>
        {activity ? t("planner.actions.save") : t("planner.actions.add")}
      </SubmitButton>
      {activity ? (
        <Link to={withParams(location.search, { edit: null, page: null })} className="button">
          {t("planner.actions.cancel")}
        </Link>
      ) : null}
    </Form>
  );
}

type ItemOption = TabData<"activities">["options"]["items"][number];

function ActivityCard({
  activity,
  number,
  items,
  system,
}: {
  activity: ActivityView;
  number: number;
  items: ItemOption[];
  system: UnitSystem;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const addCostKey = useSavedKey(`activityCost.add-${activity.id}`);
  const headingId = `activity-${activity.id}`;
  const justAdded = useJustAdded();
  return (
    <article
      {...justAdded(activity.id)}
      className={`planner-activity ${justAdded(activity.id).className ?? ""}`}
      aria-labelledby={headingId}
    >
      <header>
        <span className="hint">{number}.</span>
        <h3 id={headingId}>{activity.name}</h3>
        <span className="hint">
          <PhaseName phase={activity.phase} /> ·{" "}
          {t("planner.form.sequenceShort", { n: activity.sequence })} ·{" "}
          {hoursText(activity.plannedDurationS, system, language)} {unitLabel("duration", system)}
        </span>
        <strong>
          <Money amount={activity.total} />
        </strong>
        <RowActions
          id={activity.id}
          version={activity.version}
          name={activity.name}
          removeIntent="activity.remove"
        />
      </header>
      {activity.description ? <p className="hint">{activity.description}</p> : null}
      <div className="table-scroll" tabIndex={0}>
        <table className="planner-table">
          <caption className="visually-hidden">
            {t("planner.form.costsOf", { name: activity.name })}
          </caption>
          <ColumnHeads
            labels={[
              t("planner.columns.costItem"),
              t("planner.columns.quantityAndRemark"),
              t("planner.columns.unitPrice"),
              t("planner.columns.amount"),
              t("planner.columns.actions"),
            ]}
          />
          <tbody>
            {activity.costs.length === 0 ? (
              <NothingRow columns={5}>{t("planner.form.noCosts")}</NothingRow>
            ) : (
              activity.costs.map((cost) => (
                <tr key={cost.id}>
                  <td>{cost.costItemName}</td>
                  <td>
                    <ActivityCostQuantityForm
                      key={`${cost.id}-${cost.version}`}
                      activity={activity}
                      cost={cost}
                    />
                  </td>
                  <td className="num">
                    <Money amount={cost.unitPrice} /> / {cost.unitName}
                  </td>
                  <td className="num">
                    <Money amount={cost.amount} />
                  </td>
                  <td>
                    <RemoveForm
                      intent="activityCost.remove"
                      id={cost.id}
                      version={cost.version}
                      label={`${activity.name}: ${cost.costItemName}`}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <AddActivityCostForm key={addCostKey} activity={activity} items={items} />
    </article>
  );
}

function ActivityCostQuantityForm({
  activity,
  cost,
}: {
  activity: ActivityView;
  cost: ActivityView["costs"][number];
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const schemas = usePlannerSchemas("api");
  const formId = `activityCost.update-${cost.id}`;
  const [form, fields] = usePlannerForm(formId, schemas["activityCost.update"], {
    quantity: writeUserDecimal(String(Number(cost.quantity)), language),
    remark: cost.remark ?? "",
  });
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <Routing intent="activityCost.update" formId={formId} />
      <input type="hidden" name="id" value={cost.id} />
      <input type="hidden" name="version" value={cost.version} />
      <input type="hidden" name="activityId" value={activity.id} />
      <input type="hidden" name="costItemId" value={cost.costItemId} />
      <TextField
        field={fields.quantity!}
        label={t("planner.form.quantityOf", { name: cost.costItemName, unit: cost.unitName })}
        inputMode="decimal"
      />
      <TextField
        field={fields.remark!}
        label={t("planner.form.remarkOf", { name: cost.costItemName })}
      />
      <SubmitButton className="button small" intent="activityCost.update">
        {t("planner.actions.save")}
      </SubmitButton>
      <FormErrors errors={form.errors} />
    </Form>
  );
}

function AddActivityCostForm({ activity, items }: { activity: ActivityView; items: ItemOption[] }) {
  const { t } = useTranslation();
  const schemas = usePlannerSchemas("api");
  const formId = `activityCost.add-${activity.id}`;
  const [form, fields] = usePlannerForm(formId, schemas["activityCost.add"]);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="planner-form"
      preventScrollReset
      aria-label={t("planner.form.addCostTo", { name: activity.name })}
    >
      <Routing intent="activityCost.add" formId={formId} />
      <input type="hidden" name="activityId" value={activity.id} />
      <FormErrors errors={form.errors} />
      <SelectField
        field={fields.costItemId!}
        label={t("planner.columns.costItem")}
        options={items.map((item) => ({
          value: item.id,
          label: `${item.name} (${item.unitName})`,
        }))}
        emptyLabel={t("planner.form.choose")}
      />
      <TextField
        field={fields.quantity!}
        label={t("planner.columns.quantity")}
        inputMode="decimal"
      />
      <TextField field={fields.remark!} label={t("planner.columns.remark")} />
      <SubmitButton className="button" intent="activityCost.add">
        {t("planner.actions.addCost")}
      </SubmitButton>
    </Form>
  );
}
