import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { Tile } from "~/dashboards/catalogue";
import { tileTitleKey } from "~/dashboards/tile-types";

/** One tile: its title, a remove button (a plain form, so it works without JavaScript) and the chart. */
export function TileFrame({
  tile,
  svg,
  arranging,
}: {
  tile: Tile;
  svg: string | null;
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
            ×
          </button>
        </Form>
      </header>
      <ChartBody svg={svg} title={title} />
    </section>
  );
}

/** A tile without layout controls (fixed pages such as Well Information). */
export function TileFrameStatic({ tile, svg }: { tile: Tile; svg: string | null }) {
  const { t } = useTranslation();
  const title = t(tileTitleKey(tile.type));
  return (
    <section className="tile" aria-label={title} data-tile-type={tile.type}>
      <header className="tile-header">
        <h2>{title}</h2>
      </header>
      <ChartBody svg={svg} title={title} />
    </section>
  );
}

function ChartBody({ svg, title }: { svg: string | null; title: string }) {
  const { t } = useTranslation();
  return svg ? (
    // Server-rendered Observable Plot SVG: marks from reports are <a> links (drill-down).
    <div
      className="chart"
      role="figure"
      aria-label={title}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  ) : (
    <p className="chart-empty">{t("dashboards.empty")}</p>
  );
}
