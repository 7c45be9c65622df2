import { renderChartSvg } from "~/charts/render.server";
import { inPageMarkup, type InPageMarkup } from "~/components/in-page-markup";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";

import type { Tile } from "./catalogue";
import { chartKey, chartSize } from "./layout";
import { dataRevision } from "./revision.server";
import { buildSeries } from "./series.server";

interface Viewer {
  orgId: number;
  unitStandard: number;
  language: string | null;
}

/** A tile's chart as a page receives it; null when the series is empty ("no reports yet"). */
export type TileChart = InPageMarkup | null;

// Charts already drawn, by organisation, well, tile, units, language and data revision: a
// revision changes with every saved report, cost line or AFE (migration 06), so an entry is
// never out of date, only unused. Promises, so two viewers arriving together draw once.
const drawn = new Map<string, Promise<string | null>>();
const KEEP_DRAWN = 300;

/**
 * Builds every tile's series in parallel and draws each chart to SVG on the server at its tile's
 * shape, so the page arrives with its charts drawn; a chart drawn before for the same data is
 * reused. Charts are keyed by `chartKey(tile)`.
 */
export async function renderTiles(
  viewer: Viewer,
  wellId: number,
  tiles: Tile[],
): Promise<Record<string, TileChart>> {
  const system = unitSystemFromStandard(viewer.unitStandard);
  const language = languageOf(viewer);
  // Read before the series: a chart kept under this revision is drawn from data at least as new.
  const revision = await dataRevision(viewer.orgId);
  const shapes = new Map(tiles.map((tile) => [chartKey(tile), tile]));
  const rendered = await Promise.all(
    [...shapes].map(async ([shape, tile]) => {
      const key = [viewer.orgId, wellId, shape, system, language, revision].join("|");
      let svg = drawn.get(key);
      if (svg) {
        drawn.delete(key); // most recently used last
      } else {
        svg = buildSeries(tile.type, { orgId: viewer.orgId, wellId, system }).then((table) =>
          renderChartSvg(tile.type, table, {
            t: translator(language),
            system,
            language,
            ...chartSize(tile),
          }),
        );
        svg.catch(() => drawn.delete(key));
      }
      drawn.set(key, svg);
      if (drawn.size > KEEP_DRAWN) drawn.delete(drawn.keys().next().value!);
      const markup = await svg;
      return [shape, markup === null ? null : inPageMarkup(`chart-${shape}`, markup)] as const;
    }),
  );
  return Object.fromEntries(rendered);
}
