import { useTranslation } from "~/i18n/use-translation";

import type { ComparisonFigures } from "~/dashboards/comparison";
import { phaseLabelKey } from "~/domain/cost/phases";
import { useUnits } from "~/units/use-units";
import { ColumnHeads } from "~/components/column-heads";

/** The compared figures as tables: the wells side by side, then time and cost per phase. */
export function ComparisonFiguresTable({ figures }: { figures: ComparisonFigures }) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const locale = language === "id" ? "id-ID" : "en-US";
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const usd = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  const show = (value: number | null, format: Intl.NumberFormat = number) =>
    value === null ? "—" : format.format(value);
  const c = (key: string, params?: Record<string, unknown>) =>
    t(`fieldDashboards.comparison.${key}`, params);
  const unit = figures.lengthUnit;
  const phaseName = (phase: string | null) => {
    const key = phaseLabelKey(phase);
    return key ? t(key) : (phase ?? "—");
  };
  return (
    <>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table comparison-figures">
          <ColumnHeads
            labels={[
              c("well"),
              c("fieldName"),
              c("days"),
              c("depth", { unit }),
              c("daysPerThousand", { unit }),
              c("cost"),
              c("costPerLength", { unit }),
              c("nptHours"),
              c("nptPercent"),
              c("topCauses"),
            ]}
          />
          <tbody>
            {figures.wells.map((well) => (
              <tr key={well.id}>
                <th scope="row">{well.name}</th>
                <td>{well.fieldName}</td>
                <td>{show(well.days)}</td>
                <td>{show(well.md)}</td>
                <td>{show(well.daysPerThousand)}</td>
                <td>{show(well.cost, usd)}</td>
                <td>{show(well.costPerLength, usd)}</td>
                <td>{show(well.nptHours)}</td>
                <td>{show(well.nptPercent)}</td>
                <td>
                  {well.topCauses
                    .map((cause) => `${cause.code} ${number.format(cause.hours)} hr`)
                    .join(", ") || "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{c("byPhase")}</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table comparison-phases">
          <ColumnHeads
            labels={[c("well"), c("phase"), c("phaseHours"), c("phaseNptHours"), c("phaseCost")]}
          />
          <tbody>
            {figures.phases.map((row) => (
              <tr key={`${row.wellId}-${row.phase ?? ""}`}>
                <th scope="row">{row.well}</th>
                <td>{phaseName(row.phase)}</td>
                <td>{show(row.hours)}</td>
                <td>{show(row.nptHours)}</td>
                <td>{show(row.cost, usd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
