import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { formatDate } from "~/i18n/i18n";
import { formatQuantity } from "~/units/format";
import { useUnits } from "~/units/use-units";

import { formatCoordinate, formatWellTotalDays } from "./format";
import type { WellInfo } from "./wells.server";

/** Information and status of the selected well (spec §7 wells/info and wells/status). */
export function SelectedWellCard({ well }: { well: WellInfo | null }) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  if (!well) {
    return (
      <section className="selected-well-card empty" aria-label={t("assets.selected.title")}>
        <p>{t("assets.selected.none")}</p>
      </section>
    );
  }
  const length = (si: number | null) => formatQuantity("length", si, system, language);
  const info: [string, string][] = [
    [t("assets.form.uwi"), well.uwi ?? ""],
    [t("assets.form.wellType"), t(`assets.wellTypes.${well.wellType}`)],
    [
      t("assets.columns.fieldPad"),
      t("assets.selected.fieldPad", { field: well.fieldName, pad: well.padName }),
    ],
    [t("assets.form.surfaceLatitude"), formatCoordinate(well.surfaceLatitude, system, language)],
    [t("assets.form.surfaceLongitude"), formatCoordinate(well.surfaceLongitude, system, language)],
    [t("assets.form.groundElevation"), length(well.groundElevation)],
    [t("assets.form.rotaryTableElevation"), length(well.rotaryTableElevation)],
    [t("assets.form.plannedTd"), length(well.plannedTd)],
    [t("assets.form.rig"), well.rig ?? ""],
  ];
  const status: [string, string][] = [
    [t("assets.form.status"), t(`assets.statuses.${well.status}`)],
    [t("assets.form.spudDate"), formatDate(well.spudDate, language)],
    [t("assets.form.releaseDate"), formatDate(well.releaseDate, language)],
    [t("assets.columns.totalDays"), formatWellTotalDays(well.totalDays, language)],
  ];
  return (
    <section className="selected-well-card" aria-labelledby="selected-well-title">
      <div className="selected-well-heading">
        <h2 id="selected-well-title">
          {t("assets.selected.title")}: {well.name}
        </h2>
        <Form method="post" action="/field/well">
          <input type="hidden" name="intent" value="unselect" />
          <button type="submit" className="button small">
            {t("assets.selected.clear")}
          </button>
        </Form>
      </div>
      <div className="selected-well-columns">
        <WellFacts title={t("assets.selected.info")} facts={info} />
        <WellFacts title={t("assets.selected.status")} facts={status} />
      </div>
    </section>
  );
}

function WellFacts({ title, facts }: { title: string; facts: [string, string][] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3>{title}</h3>
      <dl className="well-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || t("assets.selected.notAvailable")}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
