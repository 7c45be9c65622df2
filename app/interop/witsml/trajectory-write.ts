/**
 * A well's survey stations as a WITSML trajectory, 1.4.1.1 or 2.0: namespaced, every measure
 * with its `uom` (metres, degrees, degrees per 30 m), positions by minimum curvature as stored.
 */
import { measure } from "./measures";
import { EML_21_NAMESPACE, WITSML_141_NAMESPACE, WITSML_20_NAMESPACE } from "./problems";
import { WITSML_TOOL_NAME, type StationTool } from "./station-tools";
import { element, xmlDocument } from "./xml-write";

export interface ExportStation {
  md: number;
  inclination: number;
  azimuth: number;
  toolType: StationTool;
  tvd: number | null;
  ns: number | null;
  ew: number | null;
  verticalSection: number | null;
  /** Degrees per metre, as stored. */
  dls: number | null;
}

export interface TrajectoryExport {
  wellUid: string;
  wellName: string;
  wellboreUid: string;
  wellboreName: string;
  trajectoryUid: string;
  name: string;
  /** Azimuth of the vertical section (degrees), when the well's reports give one. */
  vsAzimuth: number | null;
  /** ISO date-time the document is made at. */
  createdAt: string;
  stations: readonly ExportStation[];
}

const mdRange = (stations: readonly ExportStation[]) => ({
  min: stations.length > 0 ? Math.min(...stations.map((s) => s.md)) : null,
  max: stations.length > 0 ? Math.max(...stations.map((s) => s.md)) : null,
});

/** WITSML 1.4.1.1: `<trajectorys>` holding one `<trajectory>`. */
export function trajectory141(input: TrajectoryExport): string {
  const range = mdRange(input.stations);
  const stations = input.stations.map((station, index) =>
    element("trajectoryStation", { uid: `stn-${index + 1}` }, [
      element("typeTrajStation", {}, WITSML_TOOL_NAME[station.toolType]),
      element("typeSurveyTool", {}, WITSML_TOOL_NAME[station.toolType]),
      element("calcAlgorithm", {}, "minimum curvature"),
      measure("md", "length", station.md),
      measure("tvd", "length", station.tvd),
      measure("incl", "angle", station.inclination),
      measure("azi", "angle", station.azimuth),
      measure("dispNs", "length", station.ns),
      measure("dispEw", "length", station.ew),
      measure("vertSect", "length", station.verticalSection),
      measure("dls", "dls", station.dls),
    ]),
  );
  return xmlDocument(
    element("trajectorys", { xmlns: WITSML_141_NAMESPACE, version: "1.4.1.1" }, [
      element(
        "trajectory",
        { uidWell: input.wellUid, uidWellbore: input.wellboreUid, uid: input.trajectoryUid },
        [
          element("nameWell", {}, input.wellName),
          element("nameWellbore", {}, input.wellboreName),
          element("name", {}, input.name),
          element("dTimTrajStart", {}, input.createdAt),
          measure("mdMn", "length", range.min),
          measure("mdMx", "length", range.max),
          measure("aziVertSect", "angle", input.vsAzimuth),
          ...stations,
          element("commonData", {}, [element("dTimCreation", {}, input.createdAt)]),
        ],
      ),
    ]),
  );
}

/** WITSML 2.0: one `<Trajectory>` data object with its citation and wellbore reference. */
export function trajectory20(input: TrajectoryExport): string {
  const range = mdRange(input.stations);
  const stations = input.stations.map((station, index) =>
    element("TrajectoryStation", { uid: `stn-${index + 1}` }, [
      element("ManuallyEntered", {}, "false"),
      measure("Md", "length", station.md, { datum: "RKB" }),
      element("TypeTrajStation", {}, WITSML_TOOL_NAME[station.toolType]),
      element("TypeSurveyTool", {}, WITSML_TOOL_NAME[station.toolType]),
      element("CalcAlgorithm", {}, "minimum curvature"),
      measure("Tvd", "length", station.tvd, { datum: "RKB" }),
      measure("Incl", "angle", station.inclination),
      measure("Azi", "angle", station.azimuth),
      measure("DispNs", "length", station.ns),
      measure("DispEw", "length", station.ew),
      measure("VertSect", "length", station.verticalSection),
      measure("Dls", "dls", station.dls),
    ]),
  );
  return xmlDocument(
    element(
      "Trajectory",
      {
        xmlns: WITSML_20_NAMESPACE,
        "xmlns:eml": EML_21_NAMESPACE,
        uuid: input.trajectoryUid,
        schemaVersion: "2.0",
      },
      [
        element("eml:Citation", {}, [
          element("eml:Title", {}, input.name),
          element("eml:Originator", {}, "Drillbook"),
          element("eml:Creation", {}, input.createdAt),
          element("eml:Format", {}, "Drillbook"),
        ]),
        element("Wellbore", {}, [
          element("eml:ContentType", {}, "application/x-witsml+xml;version=2.0;type=Wellbore"),
          element("eml:Title", {}, input.wellboreName),
          element("eml:Uuid", {}, input.wellboreUid),
        ]),
        element("GrowingStatus", {}, "inactive"),
        measure("MdMn", "length", range.min, { datum: "RKB" }),
        measure("MdMx", "length", range.max, { datum: "RKB" }),
        measure("AziVertSect", "angle", input.vsAzimuth),
        ...stations,
      ],
    ),
  );
}
