import { Await, Form, useFetcher, useRevalidator } from "@remix-run/react";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

import type { InPageMarkup } from "~/document/in-page-markup";
import type { Tile } from "~/dashboards/catalogue";
import { tileTitleKey, type TileType } from "~/dashboards/tile-types";

import { StaticGrid } from "./static-grid";

const ArrangeableGrid = lazy(() => import("./arrangeable-grid"));

export interface DashboardViewProps {
  tiles: Tile[];
  charts: Record<string, InPageMarkup | null>;
  /** The charts of the tiles after the first, on a page load (streamed after the page). */
  laterCharts: Promise<Record<string, InPageMarkup | null>>;
  available: TileType[];
}

/** A dashboard's toolbar and grid. Arranging loads the grid library on demand. */
export function DashboardView({
  tiles: savedTiles,
  charts,
  laterCharts,
  available,
}: DashboardViewProps) {
  const { t } = useTranslation();
  const [arranging, setArranging] = useState(false);
  const [tiles, setTiles] = useState(savedTiles);
  const [hydrated, setHydrated] = useState(false);
  const saver = useFetcher();
  const revalidator = useRevalidator();
  const moved = useRef(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setTiles(savedTiles), [savedTiles]);

  function save(next: Tile[]) {
    setTiles(next);
    moved.current = true;
    saver.submit({ intent: "save", tiles: JSON.stringify(next) }, { method: "post" });
  }

  // Done arranging: once the last move is saved, charts are drawn again at their tiles' shapes.
  const { revalidate } = revalidator;
  useEffect(() => {
    if (!arranging && moved.current && saver.state === "idle") {
      moved.current = false;
      revalidate();
    }
  }, [arranging, saver.state, revalidate]);

  return (
    <>
      <div className="dashboard-toolbar">
        {hydrated ? (
          <button
            type="button"
            className="button"
            aria-pressed={arranging}
            onClick={() => setArranging((on) => !on)}
          >
            {arranging ? t("dashboards.doneArranging") : t("dashboards.arrange")}
          </button>
        ) : null}
        <Form method="post" className="inline-form">
          <input type="hidden" name="intent" value="add" />
          <label htmlFor="add-tile-type" className="visually-hidden">
            {t("dashboards.addTile")}
          </label>
          <select id="add-tile-type" name="tileType" defaultValue={available[0]}>
            {available.map((type) => (
              <option key={type} value={type}>
                {t(tileTitleKey(type))}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            {t("dashboards.addTile")}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="reset" />
          <button type="submit" className="button">
            {t("dashboards.reset")}
          </button>
        </Form>
      </div>
      {arranging ? (
        <Suspense fallback={<StaticGrid tiles={tiles} charts={charts} laterCharts={laterCharts} />}>
          <Await
            resolve={laterCharts}
            // The later tiles say they did not come; the page stays usable.
            errorElement={<StaticGrid tiles={tiles} charts={charts} laterCharts={laterCharts} />}
          >
            {(later) => (
              <ArrangeableGrid tiles={tiles} charts={{ ...charts, ...later }} onChange={save} />
            )}
          </Await>
        </Suspense>
      ) : (
        <StaticGrid tiles={tiles} charts={charts} laterCharts={laterCharts} />
      )}
    </>
  );
}
