import { useTranslation } from "~/i18n/use-translation";

import type { CarriedParam, CarryOver } from "~/domain/reports/carry-over";
import { formatUsd, parseMoney } from "~/domain/money/decimal";
import { formatDate } from "~/i18n/i18n";
import { formatQuantity } from "~/units/format";
import { useUnits } from "~/units/use-units";

import { SectionLink } from "./open-sections";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What a new report took over from the one before, in the user's units. */
export function CarryOverList({
  carryOver,
  reportNo,
}: {
  carryOver: CarryOver | null;
  reportNo: number;
}) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  if (!carryOver) {
    // Only the well's first report has nothing before it; a later one was written without.
    return (
      <p className="hint">
        {t(reportNo === 1 ? "ddr.editor.carriedNone" : "ddr.editor.carriedNothing")}
      </p>
    );
  }
  const show = (param: CarriedParam): string | number => {
    if (typeof param === "number") return param;
    if (typeof param === "string")
      return ISO_DATE.test(param) ? formatDate(param, language) : param;
    if ("money" in param) return formatUsd(parseMoney(param.money));
    return formatQuantity(param.quantity, param.value, system, language);
  };
  return (
    <section className="carry-over" aria-labelledby="carry-over-title">
      <h2 id="carry-over-title">
        {t("ddr.editor.carriedTitle", {
          reportNo: carryOver.fromReportNo,
          date: formatDate(carryOver.fromReportDate, language),
        })}
      </h2>
      <ul>
        {carryOver.items.map((item) => (
          <li key={`${item.section}-${item.key}`}>
            <SectionLink sectionId={item.section}>
              {t(
                `ddr.carry.${item.key}`,
                Object.fromEntries(Object.entries(item.params).map(([k, v]) => [k, show(v)])),
              )}
            </SectionLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
