/**
 * The documents of one daily-report import read together: one or more daily-report documents
 * (1.4.1.1 `opsReports`, 2.0 `DrillReport`, all of one version) and, with 1.4.1.1, the
 * `tubulars` documents that carry the days' bit records (an opsReport has no element for bits;
 * decision 065). A bit record goes to the report of the day our export writes beside it, or,
 * when the file does not say, to the only day of the upload. Pure: texts in, reports out.
 */
import { bitsOfTubulars, type TubularBit } from "./bit-record-141";
import {
  readDrillReportTree,
  type DrillReportRead,
  type DrillReportReadResult,
  type ElementOrigin,
  type ReportOrigins,
} from "./drill-report-read";
import {
  WITSML_141_NAMESPACE,
  type WitsmlError,
  type WitsmlVersion,
  type WitsmlWarning,
} from "./problems";
import type { Reading } from "./read-values";
import { readXmlTree, type XmlElement } from "./xml-tree";

/** At most this many documents in one import (a few days' reports and their tubulars). */
export const MAX_WITSML_DOCUMENTS = 10;

/** A document of an import with the name it came under (a file's name). */
export interface WitsmlDocument {
  name: string;
  text: string;
}

/** Every origin of a report's records, marked with the document they are in. */
function originsIn(origins: ReportOrigins, file: string): ReportOrigins {
  const mark = (origin: ElementOrigin) => ({ ...origin, file });
  return {
    report: mark(origins.report),
    activities: origins.activities.map(mark),
    personnel: origins.personnel.map(mark),
    fluids: origins.fluids.map(mark),
    stations: origins.stations.map(mark),
    bits: origins.bits.map(mark),
    costLines: origins.costLines.map(mark),
    incidents: origins.incidents.map(mark),
    drills: origins.drills && mark(origins.drills),
  };
}

export function readDailyReportDocuments(
  documents: readonly (string | WitsmlDocument)[],
): DrillReportReadResult {
  const errors: WitsmlError[] = [];
  const warnings: WitsmlWarning[] = [];
  const reports: DrillReportRead[] = [];
  const tubulars: { root: XmlElement; file: string | undefined }[] = [];
  let version: WitsmlVersion | null = null;
  // Each problem of several documents names its document: a line alone could be in any of them.
  const several = documents.length > 1;
  for (const [index, document] of documents.entries()) {
    const text = typeof document === "string" ? document : document.text;
    const file = several
      ? typeof document === "string"
        ? `document ${index + 1}`
        : document.name
      : undefined;
    const [errorsBefore, warningsBefore, reportsBefore] = [
      errors.length,
      warnings.length,
      reports.length,
    ];
    try {
      const tree = readXmlTree(text);
      if (!tree.ok) {
        errors.push({
          code: "notXml",
          element: "",
          line: tree.line,
          params: { reason: tree.reason },
        });
        continue;
      }
      const root = tree.root;
      if (root.name === "tubulars") {
        if (root.uri === WITSML_141_NAMESPACE) tubulars.push({ root, file });
        else {
          errors.push({
            code: "wrongNamespace",
            element: root.name,
            line: root.line,
            params: { found: root.uri || "—", expected: WITSML_141_NAMESPACE },
          });
        }
        continue;
      }
      const read = readDrillReportTree(root);
      if (!read.ok) {
        errors.push(...read.errors);
        continue;
      }
      if (version !== null && read.version !== version) {
        errors.push({
          code: "mixedVersions",
          element: root.name,
          line: root.line,
          params: { found: read.version, expected: version },
        });
        continue;
      }
      version = read.version;
      reports.push(...read.reports);
      warnings.push(...read.warnings);
    } finally {
      // What this document added, however its reading ended, is marked with its name.
      if (file !== undefined) {
        for (let i = errorsBefore; i < errors.length; i++) errors[i] = { ...errors[i]!, file };
        for (let i = warningsBefore; i < warnings.length; i++)
          warnings[i] = { ...warnings[i]!, file };
        for (let i = reportsBefore; i < reports.length; i++) {
          const report = reports[i]!;
          reports[i] = { ...report, origins: originsIn(report.origins, file) };
        }
      }
    }
  }
  const seen = new Set<string>();
  for (const report of reports) {
    if (seen.has(report.reportDate)) {
      errors.push({
        code: "dayTwice",
        element: report.origins.report.element,
        line: report.line,
        params: { date: report.reportDate },
        ...(report.origins.report.file ? { file: report.origins.report.file } : {}),
      });
    }
    seen.add(report.reportDate);
  }
  if (errors.length === 0 && (version === null || (tubulars.length > 0 && version !== "1.4.1.1"))) {
    const first = tubulars[0];
    errors.push(
      first
        ? {
            code: "bitsWithoutOpsReport",
            element: first.root.name,
            line: first.root.line,
            ...(first.file ? { file: first.file } : {}),
          }
        : { code: "noReportDate", element: "", line: 0 },
    );
  }
  if (errors.length > 0 || version === null) return { ok: false, errors };
  const placed = placeBits(
    tubulars.flatMap(({ root, file }) => {
      const reading: Reading = { errors: [], warnings: [] };
      const bits = bitsOfTubulars(root, reading);
      const inFile = <P extends object>(p: P) => (file ? { ...p, file } : p);
      errors.push(...reading.errors.map(inFile));
      warnings.push(...reading.warnings.map(inFile));
      return bits.map(inFile);
    }),
    reports,
    errors,
  );
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    version,
    reports: reports.map((report) => {
      const bits = placed.get(report);
      if (!bits) return report;
      return {
        ...report,
        bits: bits.map((entry) => entry.bit),
        origins: {
          ...report.origins,
          bits: bits.map((entry, index) => ({
            element: entry.element,
            position: index + 1,
            line: entry.line,
            ...(entry.file ? { file: entry.file } : {}),
          })),
        },
      };
    }),
    warnings,
  };
}

/** Each day's bit records, in the order of the day; a bit without a day it can go to is an error. */
function placeBits(
  bits: readonly TubularBit[],
  reports: readonly DrillReportRead[],
  errors: WitsmlError[],
): Map<DrillReportRead, TubularBit[]> {
  const placed = new Map<DrillReportRead, TubularBit[]>();
  for (const entry of bits) {
    const report = entry.reportDate
      ? reports.find((candidate) => candidate.reportDate === entry.reportDate)
      : reports.length === 1
        ? reports[0]
        : undefined;
    if (!report) {
      const file = entry.file ? { file: entry.file } : {};
      errors.push(
        entry.reportDate
          ? {
              code: "bitDayMissing",
              element: entry.element,
              line: entry.line,
              params: { date: entry.reportDate },
              ...file,
            }
          : { code: "bitDayUnknown", element: entry.element, line: entry.line, ...file },
      );
      continue;
    }
    placed.set(report, [...(placed.get(report) ?? []), entry]);
  }
  for (const list of placed.values()) list.sort((a, b) => a.order - b.order);
  return placed;
}
