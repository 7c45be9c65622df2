import type { InPageMarkup } from "~/document/in-page-markup";
import type { Tile } from "~/dashboards/catalogue";
import { GRID_ROW_HEIGHT, chartFor, readingOrder } from "~/dashboards/layout";

import { TileFrame } from "./tile-frame";

/**
 * The saved layout drawn with CSS grid: no JavaScript needed, and on a narrow screen the tiles
 * stack in reading order.
 */
export function StaticGrid({
  tiles,
  charts,
}: {
  tiles: Tile[];
  charts: Record<string, InPageMarkup | null>;
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
          <TileFrame tile={tile} chart={chartFor(charts, tile)} arranging={false} />
        </div>
      ))}
    </div>
  );
}
