/**
 * The wellbore schematic as SVG, drawn with d3 into the document it is given (a server-side DOM,
 * like the dashboards' charts): depth down the page, diameters across it, exaggerated so small
 * annuli stay visible. Each casing string is a group carrying its OD and shoe depth (SI) as data
 * attributes, so what is drawn can be checked against the reports it came from.
 */
import { scaleLinear, select } from "d3";

import type { WellboreModel } from "~/domain/activity/wellbore";
import { deepestMd } from "~/domain/activity/wellbore";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { formatQuantity } from "~/units/format";

export interface SchematicOptions {
  t: (key: string, params?: Record<string, unknown>) => string;
  system: UnitSystem;
  language: Language;
  width?: number;
  height?: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function drawWellboreSchematic(
  model: WellboreModel,
  document: Document,
  options: SchematicOptions,
): string | null {
  const deepest = deepestMd(model);
  if (deepest <= 0) return null;
  const { t, system, language } = options;
  const width = options.width ?? 360;
  const height = options.height ?? 480;
  const top = 16;
  const centre = 110;
  const depth = scaleLinear()
    .domain([0, deepest * 1.05])
    .range([top, height - 16]);
  const widest = Math.max(
    ...model.strings.map((s) => s.holeSize ?? s.od),
    ...model.cement.map((c) => c.holeSize),
    model.openHole?.size ?? 0,
    0.1,
  );
  const half = scaleLinear()
    .domain([0, widest / 2])
    .range([0, 90]);
  const md = (value: number) => formatQuantity("length", value, system, language);
  const size = (value: number) => formatQuantity("diameter", value, system, language);

  const svg = select(document.body)
    .append("svg")
    .attr("xmlns", "http://www.w3.org/2000/svg")
    .attr("class", "wellbore-schematic")
    .attr("viewBox", `0 0 ${width} ${height}`)
    .attr("width", width)
    .attr("height", height)
    .attr("role", "img")
    .attr("aria-label", t("activity.schematic.title"));
  svg.append("title").text(t("activity.schematic.title"));

  // Hole sections: each string's hole from its top to its shoe, then the open hole below.
  const holes = svg.append("g").attr("class", "hole-sections");
  const strings = [...model.strings].sort((a, b) => b.od - a.od);
  for (const string of strings) {
    if (string.holeSize === null) continue;
    const w = half(string.holeSize / 2);
    holes
      .append("rect")
      .attr("x", round(centre - w))
      .attr("y", round(depth(string.topMd)))
      .attr("width", round(2 * w))
      .attr("height", round(depth(string.shoeMd) - depth(string.topMd)))
      .attr("fill", "#f3efe6");
  }
  const deepestShoe = Math.max(0, ...strings.map((s) => s.shoeMd));
  if (model.openHole && model.openHole.md > deepestShoe) {
    const w = half(model.openHole.size / 2);
    holes
      .append("rect")
      .attr("class", "open-hole")
      .attr("x", round(centre - w))
      .attr("y", round(depth(deepestShoe)))
      .attr("width", round(2 * w))
      .attr("height", round(depth(model.openHole.md) - depth(deepestShoe)))
      .attr("fill", "#f3efe6")
      .attr("stroke", "#b9ab8c")
      .attr("stroke-dasharray", "3 2");
  }

  // Cement between casing and hole, on both sides.
  const cement = svg.append("g").attr("class", "cement");
  for (const column of model.cement) {
    const inner = half(column.casingOd / 2);
    const outer = half(column.holeSize / 2);
    for (const side of [-1, 1]) {
      cement
        .append("rect")
        .attr("class", "cement-column")
        .attr("data-toc-md", column.topMd)
        .attr("x", round(side < 0 ? centre - outer : centre + inner))
        .attr("y", round(depth(column.topMd)))
        .attr("width", round(outer - inner))
        .attr("height", round(depth(column.shoeMd) - depth(column.topMd)))
        .attr("fill", "#a7a9ac");
    }
    svg
      .append("text")
      .attr("class", "label")
      .attr("x", round(centre + outer + 4))
      .attr("y", round(depth(column.topMd) + 4))
      .attr("font-size", 10)
      .text(t("activity.schematic.toc", { md: md(column.topMd) }));
  }

  // Casing strings, their shoes and labels.
  for (const string of strings) {
    const w = half(string.od / 2);
    const group = svg
      .append("g")
      .attr("class", "casing-string")
      .attr("data-od", string.od)
      .attr("data-shoe-md", string.shoeMd)
      .attr("data-report-no", string.reportNo);
    for (const side of [-1, 1]) {
      const x = round(centre + side * w);
      group
        .append("line")
        .attr("x1", x)
        .attr("x2", x)
        .attr("y1", round(depth(string.topMd)))
        .attr("y2", round(depth(string.shoeMd)))
        .attr("stroke", "#1f2933")
        .attr("stroke-width", 2);
      // The shoe: a small triangle pointing out at the bottom of the string.
      const y = round(depth(string.shoeMd));
      group
        .append("path")
        .attr("d", `M${x},${y} L${round(x + side * 6)},${y} L${x},${round(y - 6)} Z`)
        .attr("fill", "#1f2933");
    }
    group
      .append("text")
      .attr("x", round(centre + 100))
      .attr("y", round(depth(string.shoeMd) + 4))
      .attr("font-size", 10)
      .text(t("activity.schematic.shoe", { size: size(string.od), md: md(string.shoeMd) }));
  }

  if (model.bitDepth !== null) {
    const y = round(depth(model.bitDepth));
    const bit = svg.append("g").attr("class", "bit-depth").attr("data-md", model.bitDepth);
    bit
      .append("path")
      .attr("d", `M${centre - 7},${round(y - 8)} L${centre + 7},${round(y - 8)} L${centre},${y} Z`)
      .attr("fill", "#c0392b");
    bit
      .append("text")
      .attr("x", round(centre + 100))
      .attr("y", y + 4)
      .attr("font-size", 10)
      .attr("fill", "#c0392b")
      .text(t("activity.schematic.bit", { md: md(model.bitDepth) }));
  }
  return svg.node()!.outerHTML;
}
