import { useTranslation } from "~/i18n/use-translation";

import { InPageMarkupBlock, type InPageMarkup } from "~/document/in-page-markup";

/**
 * The wellbore schematic drawn on the server, with what it is drawn from said under it: on the
 * casing and cement reports, the printable DDR and the drilling-program dashboard.
 */
export function WellboreSchematicCard({
  schematic,
  hintKey = "activity.schematic.hint",
  className,
}: {
  schematic: InPageMarkup;
  hintKey?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const headingId = `${schematic.id}-heading`;
  return (
    <section className={`card wellbore ${className ?? ""}`.trim()} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("activity.schematic.title")}</h2>
      <InPageMarkupBlock value={schematic} className="wellbore-schematic-figure" />
      <p className="hint">{t(hintKey)}</p>
    </section>
  );
}
