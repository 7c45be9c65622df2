import * as Plot from "@observablehq/plot";

type DotOptions = Plot.DotOptions & { href?: unknown; title?: unknown };

/**
 * Dots that open a report. A 5 px point is too small to hit (WCAG 2.2 asks 24 px), and daily
 * points sit closer together than that, so the link is not on the dot: each point owns the
 * region nearer to it than to any other (its Voronoi cell within the plot frame), which takes the
 * click and shows the tooltip. An isolated point gets a large target; dense points share the
 * space fairly, the nearest one wins.
 */
export function linkedDots(data: Plot.Data, options: DotOptions): Plot.Markish[] {
  const { href, title, ...drawn } = options;
  if (href === undefined) return [Plot.dot(data, options)];
  return [
    Plot.dot(data, drawn),
    Plot.voronoi(data, {
      x: drawn.x,
      y: drawn.y,
      fill: "transparent",
      stroke: "none",
      className: "point-target",
      href,
      title,
    } as Plot.DelaunayOptions),
  ];
}
