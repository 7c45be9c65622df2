import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { requireUser } from "~/auth/session.server";
import { ComparisonFiguresTable } from "~/components/dashboard/comparison-figures";
import { TileFrameStatic } from "~/components/dashboard/tile-frame";
import { renderTiles } from "~/dashboards/charts.server";
import { MAX_COMPARED, comparisonPath } from "~/dashboards/comparison";
import { comparableWells, comparisonFigures, readChoice } from "~/dashboards/comparison.server";
import { GRID_ROW_HEIGHT, chartFor, defaultTiles } from "~/dashboards/layout";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { languageOf } from "~/i18n/i18n";
import { isPageLoad } from "~/document/in-page-markup.server";
import { pages } from "~/navigation/pages";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta } = screenRoute(pages.comparisonStudy.titleKey, {
  strings: ["planner"],
});

/** What a study compares, side by side: the same tiles across wells the field dashboards use. */
const TILES = defaultTiles({
  defaults: [
    "fieldDepthVsDays",
    "fieldPhaseTime",
    "fieldPhaseCost",
    "fieldNptPercent",
    "fieldNptBreakdown",
    "fieldDaysPerThousand",
    "fieldCostPerLength",
  ],
});

// Visiting this page clears the selected well (the signed-in layout does, spec §2): a study is
// about wells of any field, not the one being worked on.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: pages.comparisonStudy.privilege });
  const url = new URL(request.url);
  const [wells, choice] = await Promise.all([
    comparableWells(user.orgId),
    readChoice(user.orgId, url),
  ]);
  const compared = choice.chosen.length > 0 && choice.problem === null;
  const [charts, figures] = compared
    ? await Promise.all([
        renderTiles(user, { wellIds: choice.chosen }, TILES, { withMarkup: !isPageLoad(request) }),
        comparisonFigures(
          user.orgId,
          choice.chosen,
          unitSystemFromStandard(user.unitStandard),
          languageOf(user),
        ),
      ])
    : [{}, null];
  return json({ wells, ...choice, charts, figures });
}

export default function ComparisonStudy() {
  const { wells, chosen, leftOut, problem, charts, figures } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const fields = [...new Set(wells.map((well) => well.fieldName))];
  return (
    <div className="dashboard-page comparison-page">
      <h1>{t("fieldDashboards.comparison.title")}</h1>
      <p>{t("fieldDashboards.comparison.intro")}</p>
      <Form method="get" className="comparison-choice">
        <p className="comparison-choice-title">
          {t("fieldDashboards.comparison.choose")} (2–{MAX_COMPARED})
        </p>
        {fields.map((field) => (
          <fieldset key={field}>
            <legend>{field}</legend>
            {wells
              .filter((well) => well.fieldName === field)
              .map((well) => (
                <label key={well.id}>
                  <input
                    type="checkbox"
                    name="well"
                    value={well.id}
                    defaultChecked={chosen.includes(well.id)}
                  />{" "}
                  {well.name}
                </label>
              ))}
          </fieldset>
        ))}
        <button type="submit" className="button primary">
          {t("fieldDashboards.comparison.compare")}
        </button>
      </Form>
      {leftOut > 0 ? (
        <p className="notice" role="status">
          {t("fieldDashboards.comparison.leftOut", { count: leftOut })}
        </p>
      ) : null}
      {problem ? (
        <p className="notice" role="alert">
          {t(problem)}
        </p>
      ) : null}
      {figures ? (
        <>
          <div
            className="dashboard-grid comparison-grid"
            style={{ gridAutoRows: `${GRID_ROW_HEIGHT}px` }}
          >
            {TILES.map((tile) => (
              <div
                key={tile.id}
                className="dashboard-cell"
                style={{
                  gridColumn: `${tile.x + 1} / span ${tile.w}`,
                  gridRow: `${tile.y + 1} / span ${tile.h}`,
                }}
              >
                <TileFrameStatic tile={tile} chart={chartFor(charts, tile)} />
              </div>
            ))}
          </div>
          <h2>{t("fieldDashboards.comparison.figures")}</h2>
          <p>
            <a
              href={comparisonPath(chosen).replace("/comparison-study", "/comparison-study.xlsx")}
              download
            >
              {t("fieldDashboards.comparison.download")}
            </a>
          </p>
          <ComparisonFiguresTable figures={figures} />
        </>
      ) : null}
    </div>
  );
}
