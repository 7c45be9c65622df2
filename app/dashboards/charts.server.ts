import { renderChartSvg } from "~/charts/render.server";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { languageOf, translator } from "~/i18n/i18n";

import type { Tile } from "./catalogue";
import { buildSeries } from "./series.server";
import type { TileType } from "./tile-types";

export const CHART_SIZE = { width: 640, height: 360 } as const;

interface Viewer {
  orgId: number;
  unitStandard: number;
  language: string | null;
}

/**
 * Builds every tile's series in parallel and renders each chart to SVG on the server, so the page
 * arrives with its charts drawn. Null means the series is empty ("no reports yet").
 */
export async function renderTiles(
  viewer: Viewer,
  wellId: number,
  tiles: Tile[],
): Promise<Record<string, string | null>> {
  const system = unitSystemFromStandard(viewer.unitStandard);
  const language = languageOf(viewer);
  const t = translator(language);
  const types = [...new Set(tiles.map((tile) => tile.type))] as TileType[];
  const rendered = await Promise.all(
    types.map(async (type) => {
      const table = await buildSeries(type, { orgId: viewer.orgId, wellId, system });
      return [type, renderChartSvg(type, table, { t, system, language, ...CHART_SIZE })] as const;
    }),
  );
  return Object.fromEntries(rendered);
}
