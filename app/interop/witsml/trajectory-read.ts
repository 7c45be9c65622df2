/**
 * A WITSML trajectory (1.4.1.1 `trajectorys/trajectory/trajectoryStation`, 2.0
 * `Trajectory/TrajectoryStation`) read into survey stations in stored units: every measure
 * through its `uom`, -999.25 and empty as missing, stations in MD order, duplicates and gaps
 * reported. Pure: text in, stations and problems out.
 */
import { knownUoms, readXmlNumber, toStoredUnit, type MeasureKind } from "./measures";
import {
  WITSML_141_NAMESPACE,
  WITSML_20_NAMESPACE,
  type WitsmlError,
  type WitsmlVersion,
  type WitsmlWarning,
} from "./problems";
import { stationToolFrom, type StationTool } from "./station-tools";
import { childNamed, childrenNamed, readXmlTree, type XmlElement } from "./xml-tree";

export interface ImportedStation {
  md: number;
  inclination: number;
  azimuth: number;
  toolType: StationTool;
  /** The file's own position, when it gives one (metres). */
  tvd: number | null;
  ns: number | null;
  ew: number | null;
  /** Line of the station's start tag in the file. */
  line: number;
}

export interface TrajectoryRead {
  version: WitsmlVersion;
  name: string | null;
  wellName: string | null;
  wellboreName: string | null;
  /** The azimuth the file's vertical sections are measured along (degrees), when given. */
  vsAzimuth: number | null;
  stations: ImportedStation[];
  warnings: WitsmlWarning[];
}

export type TrajectoryReadResult =
  { ok: true; trajectory: TrajectoryRead } | { ok: false; errors: WitsmlError[] };

/** A course longer than this between two stations is reported as a gap (about 330 ft). */
export const GAP_METRES = 100;
/** Two stations closer than this in MD are one station given twice. */
const SAME_MD_METRES = 1e-6;

export function readTrajectory(text: string): TrajectoryReadResult {
  const tree = readXmlTree(text);
  if (!tree.ok) {
    return {
      ok: false,
      errors: [{ code: "notXml", element: "", line: tree.line, params: { reason: tree.reason } }],
    };
  }
  const located = locateTrajectory(tree.root);
  if ("error" in located) return { ok: false, errors: [located.error] };
  const { version, trajectory } = located;

  const errors: WitsmlError[] = [];
  const warnings: WitsmlWarning[] = [];
  const read: ImportedStation[] = [];
  const stationElements = childrenNamed(trajectory, "trajectoryStation");
  for (const element of stationElements) {
    const station = readStation(element, errors, warnings);
    if (station) read.push(station);
  }
  if (errors.length > 0) return { ok: false, errors };
  if (read.length === 0) {
    return {
      ok: false,
      errors: [{ code: "noStations", element: trajectory.name, line: trajectory.line }],
    };
  }

  const vsAzimuth = readMeasure(trajectory, "aziVertSect", "angle", errors);
  if (errors.length > 0) return { ok: false, errors };
  const stations = inMdOrder(read, warnings);
  reportGaps(stations, warnings);
  const names = version === "2.0" ? names20(trajectory) : names141(trajectory);
  return {
    ok: true,
    trajectory: {
      version,
      ...names,
      vsAzimuth: vsAzimuth.kind === "value" ? vsAzimuth.value : null,
      stations,
      warnings,
    },
  };
}

function locateTrajectory(
  root: XmlElement,
): { version: WitsmlVersion; trajectory: XmlElement } | { error: WitsmlError } {
  const rootName = root.name.toLowerCase();
  if (rootName === "trajectorys") {
    if (root.uri !== WITSML_141_NAMESPACE)
      return { error: namespaceError(root, WITSML_141_NAMESPACE) };
    const trajectories = childrenNamed(root, "trajectory");
    if (trajectories.length === 0) {
      return { error: { code: "noStations", element: root.name, line: root.line } };
    }
    if (trajectories.length > 1) {
      return {
        error: {
          code: "severalObjects",
          element: root.name,
          line: root.line,
          params: { count: trajectories.length },
        },
      };
    }
    return { version: "1.4.1.1", trajectory: trajectories[0]! };
  }
  if (rootName === "trajectory" && root.name === "Trajectory") {
    if (root.uri !== WITSML_20_NAMESPACE)
      return { error: namespaceError(root, WITSML_20_NAMESPACE) };
    return { version: "2.0", trajectory: root };
  }
  return {
    error: { code: "notWitsml", element: root.name, line: root.line, params: { found: root.name } },
  };
}

function namespaceError(
  element: XmlElement,
  expected: string,
): { code: "wrongNamespace" } & WitsmlError {
  return {
    code: "wrongNamespace",
    element: element.name,
    line: element.line,
    params: { found: element.uri || "—", expected },
  };
}

type MeasureRead = { kind: "value"; value: number } | { kind: "missing" } | { kind: "error" };

/** One measure child through its uom; problems are recorded against the child element. */
function readMeasure(
  parent: XmlElement,
  childName: string,
  kind: MeasureKind,
  errors: WitsmlError[],
): MeasureRead {
  const child = childNamed(parent, childName);
  if (!child) return { kind: "missing" };
  const number = readXmlNumber(child.text);
  if (number.kind === "missing") return { kind: "missing" };
  if (number.kind === "invalid") {
    errors.push({
      code: "invalidNumber",
      element: child.name,
      line: child.line,
      params: { text: child.text.slice(0, 40) },
    });
    return { kind: "error" };
  }
  const uom = child.attributes.uom;
  if (uom === undefined || uom.trim() === "") {
    errors.push({ code: "missingUom", element: child.name, line: child.line });
    return { kind: "error" };
  }
  const stored = toStoredUnit(kind, number.value, uom);
  if (stored === null) {
    errors.push({
      code: "unknownUom",
      element: child.name,
      line: child.line,
      params: { uom, known: knownUoms(kind).join(", ") },
    });
    return { kind: "error" };
  }
  return { kind: "value", value: stored };
}

function readStation(
  element: XmlElement,
  errors: WitsmlError[],
  warnings: WitsmlWarning[],
): ImportedStation | null {
  const before = errors.length;
  const md = readMeasure(element, "md", "length", errors);
  const inclination = readMeasure(element, "incl", "angle", errors);
  const azimuth = readMeasure(element, "azi", "angle", errors);
  const tvd = readMeasure(element, "tvd", "length", errors);
  const ns = readMeasure(element, "dispNs", "length", errors);
  const ew = readMeasure(element, "dispEw", "length", errors);
  if (errors.length > before) return null;

  const missing = (
    [
      ["md", md],
      ["incl", inclination],
      ["azi", azimuth],
    ] as const
  ).filter(([, measure]) => measure.kind !== "value");
  if (missing.length > 0) {
    warnings.push({
      code: "stationSkipped",
      element: element.name,
      line: element.line,
      params: { fields: missing.map(([name]) => name).join(", ") },
    });
    return null;
  }
  const mdValue = (md as { value: number }).value;
  const inclinationValue = (inclination as { value: number }).value;
  if (mdValue < 0 || inclinationValue < 0 || inclinationValue > 180) {
    const child = childNamed(element, mdValue < 0 ? "md" : "incl")!;
    errors.push({
      code: "outOfRange",
      element: child.name,
      line: child.line,
      params: { text: child.text },
    });
    return null;
  }
  const tool = stationToolFrom(
    childNamed(element, "typeSurveyTool")?.text ?? "",
    childNamed(element, "typeTrajStation")?.text ?? "",
  );
  if (tool.assumed) {
    warnings.push({
      code: "toolAssumed",
      element: element.name,
      line: element.line,
      params: { tool: tool.code },
    });
  }
  const azimuthValue = (azimuth as { value: number }).value % 360;
  return {
    md: mdValue,
    inclination: inclinationValue,
    azimuth: azimuthValue < 0 ? azimuthValue + 360 : azimuthValue,
    toolType: tool.code,
    tvd: tvd.kind === "value" ? tvd.value : null,
    ns: ns.kind === "value" ? ns.value : null,
    ew: ew.kind === "value" ? ew.value : null,
    line: element.line,
  };
}

/** Sorted by MD (stable); a second station at the same MD is left out and reported. */
export function inMdOrder<S extends { md: number; line: number }>(
  read: S[],
  warnings: WitsmlWarning[],
  element = "trajectoryStation",
): S[] {
  const outOfOrder = read.findIndex(
    (station, index) => index > 0 && station.md < read[index - 1]!.md,
  );
  if (outOfOrder > 0) {
    warnings.push({
      code: "outOfOrder",
      element,
      line: read[outOfOrder]!.line,
    });
  }
  const sorted = [...read].sort((a, b) => a.md - b.md || a.line - b.line);
  const kept: S[] = [];
  for (const station of sorted) {
    const previous = kept.at(-1);
    if (previous && station.md - previous.md < SAME_MD_METRES) {
      warnings.push({
        code: "duplicateMd",
        element,
        line: station.line,
        params: { md: station.md, firstLine: previous.line },
      });
      continue;
    }
    kept.push(station);
  }
  return kept;
}

export function reportGaps(
  stations: readonly { md: number; line: number }[],
  warnings: WitsmlWarning[],
  element = "trajectoryStation",
) {
  stations.forEach((station, index) => {
    const previous = stations[index - 1];
    if (previous && station.md - previous.md > GAP_METRES) {
      warnings.push({
        code: "gap",
        element,
        line: station.line,
        params: { from: previous.md, to: station.md },
      });
    }
  });
}

function textOf(element: XmlElement | undefined): string | null {
  return element && element.text !== "" ? element.text : null;
}

function names141(trajectory: XmlElement) {
  return {
    name: textOf(childNamed(trajectory, "name")),
    wellName: textOf(childNamed(trajectory, "nameWell")),
    wellboreName: textOf(childNamed(trajectory, "nameWellbore")),
  };
}

function names20(trajectory: XmlElement) {
  const citation = childNamed(trajectory, "Citation");
  const wellbore = childNamed(trajectory, "Wellbore");
  return {
    name: textOf(citation && childNamed(citation, "Title")),
    wellName: null,
    wellboreName: textOf(wellbore && childNamed(wellbore, "Title")),
  };
}
