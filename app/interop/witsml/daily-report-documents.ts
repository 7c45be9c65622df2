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

export function readDailyReportDocuments(texts: readonly string[]): DrillReportReadResult {
  const errors: WitsmlError[] = [];
  const warnings: WitsmlWarning[] = [];
  const reports: DrillReportRead[] = [];
  const tubulars: XmlElement[] = [];
  let version: WitsmlVersion | null = null;
  for (const text of texts) {
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
      if (root.uri === WITSML_141_NAMESPACE) tubulars.push(root);
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
  }
  const seen = new Set<string>();
  for (const report of reports) {
    if (seen.has(report.reportDate)) {
      errors.push({
        code: "dayTwice",
        element: report.origins.report.element,
        line: report.line,
        params: { date: report.reportDate },
      });
    }
    seen.add(report.reportDate);
  }
  if (errors.length === 0 && (version === null || (tubulars.length > 0 && version !== "1.4.1.1"))) {
    const first = tubulars[0];
    errors.push(
      first
        ? { code: "bitsWithoutOpsReport", element: first.name, line: first.line }
        : { code: "noReportDate", element: "", line: 0 },
    );
  }
  if (errors.length > 0 || version === null) return { ok: false, errors };
  const reading: Reading = { errors, warnings };
  const placed = placeBits(
    tubulars.flatMap((root) => bitsOfTubulars(root, reading)),
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
      errors.push(
        entry.reportDate
          ? {
              code: "bitDayMissing",
              element: entry.element,
              line: entry.line,
              params: { date: entry.reportDate },
            }
          : { code: "bitDayUnknown", element: entry.element, line: entry.line },
      );
      continue;
    }
    placed.set(report, [...(placed.get(report) ?? []), entry]);
  }
  for (const list of placed.values()) list.sort((a, b) => a.order - b.order);
  return placed;
}
