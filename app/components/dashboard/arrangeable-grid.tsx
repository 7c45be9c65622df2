import { useMemo } from "react";
import ReactGridLayout, { useContainerWidth } from "react-grid-layout";

import type { InPageMarkup } from "~/components/in-page-markup";
import type { Tile } from "~/dashboards/catalogue";
import {
  GRID_COLUMNS,
  GRID_ROW_HEIGHT,
  chartFor,
  fromGridLayout,
  toGridLayout,
} from "~/dashboards/layout";

import { TileFrame } from "./tile-frame";

/** Drag and resize, loaded only when the user starts arranging (react-grid-layout measures in the browser). */
export default function ArrangeableGrid({
  tiles,
  charts,
  onChange,
}: {
  tiles: Tile[];
  charts: Record<string, InPageMarkup | null>;
  onChange: (tiles: Tile[]) => void;
}) {
  const { width, containerRef, mounted } = useContainerWidth();
  const layout = useMemo(() => toGridLayout(tiles), [tiles]);
  return (
    <div ref={containerRef as React.RefObject<HTMLDivElement>} className="arrange-grid">
      {mounted ? (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: GRID_COLUMNS, rowHeight: GRID_ROW_HEIGHT, margin: [12, 12] }}
          dragConfig={{ handle: ".drag-handle", cancel: ".tile-remove" }}
          onLayoutChange={(next) => {
            const changed = fromGridLayout(tiles, [...next]);
            if (JSON.stringify(changed) !== JSON.stringify(tiles)) onChange(changed);
          }}
        >
          {tiles.map((tile) => (
            <div key={tile.id} className="dashboard-cell arranging">
              <TileFrame tile={tile} chart={chartFor(charts, tile)} arranging />
            </div>
          ))}
        </ReactGridLayout>
      ) : null}
    </div>
  );
}
