import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { InPageMarkupBlock, type InPageMarkup } from "~/document/in-page-markup";
import type { Tile } from "~/dashboards/catalogue";
import { isFieldTileType, tileTitleKey, type TileType } from "~/dashboards/tile-types";

import { CloseIcon } from "../icons";

/** One tile: its title, a remove button (a plain form, so it works without JavaScript) and the chart. */
export function TileFrame({
  tile,
  chart,
  arranging,
}: {
  tile: Tile;
  /**
   * "pending" while the chart is still on its way (the page streams it after the first),
   * "failed" when it did not come (drawn too late or not at all).
   */
  chart: InPageMarkup | null | "pending" | "failed";
  arranging: boolean;
}) {
  const { t } = useTranslation();
  const title = t(tileTitleKey(tile.type));
  return (
    <section className="tile" aria-label={title} data-tile-type={tile.type}>
      <header className={`tile-header${arranging ? " drag-handle" : ""}`}>
        <h2>{title}</h2>
        <Form method="post" className="tile-remove">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="tileId" value={tile.id} />
          <button
            type="submit"
            className="icon-button small"
            aria-label={t("dashboards.removeTile", { name: title })}
          >
            <CloseIcon />
          </button>
        </Form>
      </header>
      <ChartBody chart={chart} title={title} type={tile.type} />
    </section>
  );
}

/** A tile without layout controls (fixed pages such as Well Information). */
export function TileFrameStatic({ tile, chart }: { tile: Tile; chart: InPageMarkup | null }) {
  const { t } = useTranslation();
  const title = t(tileTitleKey(tile.type));
  return (
    <section className="tile" aria-label={title} data-tile-type={tile.type}>
      <header className="tile-header">
        <h2>{title}</h2>
      </header>
      <ChartBody chart={chart} title={title} type={tile.type} />
    </section>
  );
}

function ChartBody({
  chart,
  title,
  type,
}: {
  chart: InPageMarkup | null | "pending" | "failed";
  title: string;
  type: TileType;
}) {
  const { t } = useTranslation();
  if (chart === "failed") {
    return (
      <p className="chart-empty" role="alert">
        {t("dashboards.chartFailed")}
      </p>
    );
  }
  if (chart === "pending") {
    // Takes the chart's place at its size; not "chart", which names a drawn chart.
    return (
      <div className="chart-pending" role="status" aria-label={t("dashboards.chartLoading")} />
    );
  }
  return chart ? (
    // Server-rendered Observable Plot SVG: marks from reports are <a> links (drill-down).
    <InPageMarkupBlock
      value={chart}
      className="chart"
      role="figure"
      aria-label={title}
      // A chart taller or wider than its tile scrolls: the keyboard can reach and scroll it.
      tabIndex={0}
    />
  ) : (
    <p className="chart-empty">
      {t(isFieldTileType(type) ? "fieldDashboards.empty" : "dashboards.empty")}
    </p>
  );
}
