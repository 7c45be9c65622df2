import { renderChartSvg } from "~/charts/render.server";
import { inPageMarkup, withoutMarkup, type InPageMarkup } from "~/document/markup-data";
import {
  UNIT_SYSTEMS,
  unitSystemFromStandard,
  type Language,
  type UnitSystem,
} from "~/domain/units/systems";
import { isLanguage, languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { provideInPageMarkup } from "~/document/in-page-markup.server";

import type { Tile } from "./catalogue";
import { chartKey, chartSize } from "./layout";
import { dataRevision } from "./revision.server";
import { buildSeries } from "./series.server";
import { isTileType } from "./tile-types";

interface Viewer {
  orgId: number;
  unitStandard: number;
  language: string | null;
}

/** A tile's chart as a page receives it; null when the series is empty ("no reports yet"). */
export type TileChart = InPageMarkup | null;

// Charts already drawn, by what they are drawn from: organisation, well, tile shape, units,
// language and data revision. A revision changes with every saved report, cost line or AFE
// (migration 06), so an entry is never out of date, only unused. Promises, so two viewers
// arriving together draw once.
const drawn = new Map<string, Promise<string | null>>();
const KEEP_DRAWN = 300;

interface Drawing {
  orgId: number;
  /** The selected well (a field tile reads its field); 0 in a comparison. */
  wellId: number;
  /** The wells a comparison chose, or null. */
  wellIds: readonly number[] | null;
  tile: Pick<Tile, "type" | "w" | "h">;
  system: UnitSystem;
  language: Language;
  revision: string;
}

/** What a chart is drawn from, as text: its key among the drawn charts and in a page's data. */
function drawnFrom(drawing: Drawing): string {
  const { orgId, wellId, wellIds, tile, system, language, revision } = drawing;
  const wells = wellIds ? `c${wellIds.join(".")}` : String(wellId);
  return `chart:${[orgId, wells, chartKey(tile), system, language, revision].join("|")}`;
}

const isUnitSystem = (value: string): value is UnitSystem =>
  (UNIT_SYSTEMS as readonly string[]).includes(value);

/** The drawing `drawnFrom` describes; null for text it did not write. */
export function drawingOf(text: string): Drawing | null {
  const parts =
    /^chart:(\d+)\|(\d+|c\d+(?:\.\d+)*)\|(.+)-(\d+)x(\d+)\|([^|]+)\|([^|]+)\|(\d+)$/.exec(text);
  if (!parts) return null;
  const [, orgId, wells = "", type, w, h, system = "", language, revision = ""] = parts;
  if (!isTileType(type) || !isUnitSystem(system) || !isLanguage(language)) return null;
  const wellIds = wells.startsWith("c") ? wells.slice(1).split(".").map(Number) : null;
  return {
    orgId: Number(orgId),
    wellId: wellIds ? 0 : Number(wells),
    wellIds,
    tile: { type, w: Number(w), h: Number(h) },
    system,
    language,
    revision,
  };
}

/** The chart for `drawing`: kept, or drawn now and kept (null when its series is empty). */
function chart(drawing: Drawing): Promise<string | null> {
  const key = drawnFrom(drawing);
  let svg = drawn.get(key);
  if (svg) {
    drawn.delete(key); // most recently used last
  } else {
    const { orgId, wellId, wellIds, tile, system, language } = drawing;
    const scope = { orgId, wellId, system, language, ...(wellIds ? { wellIds } : {}) };
    svg = buildSeries(tile.type, scope).then((table) =>
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
  return svg;
}

// A page drawn without its charts in the loader data finds them here, drawn again if they have
// been let go meanwhile.
provideInPageMarkup("chart", async (text) => {
  const drawing = drawingOf(text);
  return drawing ? chart(drawing) : null;
});

/**
 * Builds every tile's series in parallel and draws each chart to SVG on the server at its tile's
 * shape, so the page arrives with its charts drawn; a chart drawn before for the same data is
 * reused. Charts are keyed by `chartKey(tile)`. With `withMarkup: false` (a browser's page load)
 * each chart names what it is drawn from instead of carrying its SVG: the server's render of the
 * page finds it there. `wells` is the selected well (a field tile covers its field), or the wells
 * a comparison chose (field tiles only, the organisation's wells checked by the caller).
 */
export async function renderTiles(
  viewer: Viewer,
  wells: number | { wellIds: readonly number[] },
  tiles: Tile[],
  { withMarkup = true }: { withMarkup?: boolean } = {},
): Promise<Record<string, TileChart>> {
  const system = unitSystemFromStandard(viewer.unitStandard);
  const language = languageOf(viewer);
  // Read before the series: a chart kept under this revision is drawn from data at least as new.
  const revision = await dataRevision(viewer.orgId);
  const shapes = new Map(tiles.map((tile) => [chartKey(tile), tile]));
  const rendered = await Promise.all(
    [...shapes].map(async ([shape, tile]) => {
      const drawing: Drawing = {
        orgId: viewer.orgId,
        wellId: typeof wells === "number" ? wells : 0,
        wellIds: typeof wells === "number" ? null : wells.wellIds,
        tile,
        system,
        language,
        revision,
      };
      const markup = await chart(drawing);
      if (markup === null) return [shape, null] as const;
      const value = inPageMarkup(`chart-${shape}`, markup, drawnFrom(drawing));
      return [shape, withMarkup ? value : withoutMarkup(value)] as const;
    }),
  );
  return Object.fromEntries(rendered);
}
