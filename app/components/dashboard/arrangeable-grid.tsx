import { useMemo } from "react";
import ReactGridLayout, {
  noCompactor,
  useContainerWidth,
  type LayoutItem as GridItem,
} from "react-grid-layout";

import type { InPageMarkup } from "~/document/in-page-markup";
import type { Tile } from "~/dashboards/catalogue";
import {
  GRID_COLUMNS,
  GRID_ROW_HEIGHT,
  chartFor,
  moveTile,
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
  const settle = (_layout: unknown, _old: unknown, item: GridItem | null) => {
    if (!item) return;
    const next = moveTile(tiles, item.i, item);
    if (JSON.stringify(next) !== JSON.stringify(tiles)) onChange(next);
  };
  return (
    <div ref={containerRef as React.RefObject<HTMLDivElement>} className="arrange-grid">
      {mounted ? (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: GRID_COLUMNS, rowHeight: GRID_ROW_HEIGHT, margin: [12, 12] }}
          dragConfig={{ handle: ".drag-handle", cancel: ".tile-remove" }}
          // A tile stays where it is dropped and only the tiles it lands on make room: no
          // floating of every other tile up into the gap (what is saved is what is seen).
          compactor={noCompactor}
          // Worked out from the layout before the drag, not from what the library shuffled on
          // the way: a tile crossed while dragging is not left pushed down.
          onDragStop={settle}
          onResizeStop={settle}
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
