import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import type { SelectedWell } from "~/assets/selection";

/** The selected well in the top bar; it leads to the home list, where its details are shown. */
export function SelectedWellBadge({ well }: { well: SelectedWell | null }) {
  const { t } = useTranslation();
  if (!well) return null;
  const status = t(`assets.statuses.${well.status}`);
  return (
    <Link
      to="/field/well"
      className="selected-well-badge"
      aria-label={t("assets.selected.topBar", { name: well.name, status })}
    >
      <span className="selected-well-caption">{t("assets.selected.title")}</span>
      <span className="selected-well-name">{well.name}</span>
      <span className={`status-pill status-${well.status}`}>{status}</span>
    </Link>
  );
}
