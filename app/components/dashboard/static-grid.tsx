import { Await } from "@remix-run/react";
import { Suspense } from "react";

import type { InPageMarkup } from "~/document/in-page-markup";
import type { Tile } from "~/dashboards/catalogue";
import { GRID_ROW_HEIGHT, chartFor, chartKey, readingOrder } from "~/dashboards/layout";

import { TileFrame } from "./tile-frame";

type Charts = Record<string, InPageMarkup | null>;

/**
 * The saved layout drawn with CSS grid: no JavaScript needed, and on a narrow screen the tiles
 * stack in reading order. A tile whose chart is not in `charts` waits for `laterCharts` in its
 * frame, at its final size, so nothing moves when the chart arrives.
 */
export function StaticGrid({
  tiles,
  charts,
  laterCharts,
}: {
  tiles: Tile[];
  charts: Charts;
  laterCharts?: Promise<Charts>;
}) {
  return (
    <div className="dashboard-grid" style={{ gridAutoRows: `${GRID_ROW_HEIGHT}px` }}>
      {readingOrder(tiles).map((tile) => (
        <div
          key={tile.id}
          className="dashboard-cell"
          style={{
            gridColumn: `${tile.x + 1} / span ${tile.w}`,
            gridRow: `${tile.y + 1} / span ${tile.h}`,
          }}
        >
          {laterCharts && !(chartKey(tile) in charts) ? (
            <Suspense fallback={<TileFrame tile={tile} chart="pending" arranging={false} />}>
              <Await
                resolve={laterCharts}
                errorElement={<TileFrame tile={tile} chart="failed" arranging={false} />}
              >
                {(later) => (
                  <TileFrame
                    tile={tile}
                    chart={chartFor({ ...charts, ...later }, tile)}
                    arranging={false}
                  />
                )}
              </Await>
            </Suspense>
          ) : (
            <TileFrame tile={tile} chart={chartFor(charts, tile)} arranging={false} />
          )}
        </div>
      ))}
    </div>
  );
}
