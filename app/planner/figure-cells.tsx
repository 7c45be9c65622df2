/**
 * Money, variance and percentage cells of the planner's figures, apart from the planner's forms
 * (ui.tsx) so a dashboard showing the figures does not bring the forms' code with it.
 */
import { useTranslation } from "~/i18n/use-translation";
import { useUnits } from "~/units/use-units";

import { percent, usd } from "./view-models";

export function Money({ amount }: { amount: string | null | undefined }) {
  return <span className="money">{usd(amount)}</span>;
}

/** A variance: over budget shows as such, not only by colour. */
export function Variance({ amount }: { amount: string }) {
  const { t } = useTranslation();
  const over = !amount.startsWith("-") && /[1-9]/.test(amount);
  return (
    <span className={`money ${over ? "over" : "under"}`}>
      {usd(amount)}
      {over ? <span className="visually-hidden"> {t("planner.figures.overBudget")}</span> : null}
    </span>
  );
}

export function Percent({ value }: { value: number | null }) {
  const { language } = useUnits();
  return <span className="percent">{percent(value, language)}</span>;
}
