/** An approved daily report as a WITSML document (2.0 DrillReport or 1.4.1.1 opsReport). */
import { loadDdr } from "~/reports/ddr.server";

import { bhaFromSections, tubular141, tubular20 } from "./witsml/bha-tubular";
import { extrasFromSections } from "./witsml/ddr-extras-mapping";
import { drillReportFromSections } from "./witsml/ddr-mapping";
import { drillReport20, opsReport141 } from "./witsml/drill-report-write";
import type { WitsmlVersion } from "./witsml/problems";
import { stableUuid } from "./trajectory-export.server";

export type DdrExportResult =
  { ok: true; xml: string; filename: string } | { ok: false; reason: "notFound" | "notApproved" };

/** What a daily report is exported as: the report itself, or its BHA as a tubular. */
export type DdrWitsmlObject = "report" | "bha";

export async function ddrWitsml(
  orgId: number,
  reportId: number,
  version: WitsmlVersion,
  object: DdrWitsmlObject = "report",
): Promise<DdrExportResult> {
  const document = await loadDdr(orgId, reportId);
  if (!document) return { ok: false, reason: "notFound" };
  const { header, well } = document;
  if (header.status !== "approved") return { ok: false, reason: "notApproved" };
  const safeName = Array.from(well.name, (char) => (/[\w.-]/.test(char) ? char : "_")).join("");
  if (object === "bha") {
    // 1.4.1.1 keeps bit records in tubulars, with their report day; 2.0 in the DrillReport. A
    // 1.4.1.1 day with bits but no BHA components still gives its bits' tubulars.
    const bits = version === "1.4.1.1" ? extrasFromSections(document.values).bits : [];
    const found =
      bhaFromSections(document.values) ??
      (bits.length > 0 ? { bhaNo: null, purpose: "", components: [] } : null);
    if (!found) return { ok: false, reason: "notFound" };
    const bha = { ...found, bits, reportDate: header.reportDate };
    const identity = {
      wellUid: stableUuid(`well/${orgId}/${well.id}`),
      wellName: well.name,
      wellboreUid: stableUuid(`wellbore/${orgId}/${well.id}`),
      wellboreName: `${well.name} OH`,
      tubularUid: stableUuid(`bha/${orgId}/${header.id}`),
      createdAt: new Date(header.approvedAt ?? header.createdAt).toISOString(),
    };
    return {
      ok: true,
      xml: version === "2.0" ? tubular20(identity, bha) : tubular141(identity, bha),
      filename: `${safeName}-BHA-${header.reportDate}-witsml-${version}.xml`,
    };
  }
  const data = drillReportFromSections(
    {
      wellUid: stableUuid(`well/${orgId}/${well.id}`),
      wellName: well.name,
      wellboreUid: stableUuid(`wellbore/${orgId}/${well.id}`),
      reportUid: stableUuid(`report/${orgId}/${header.id}`),
      reportNo: header.reportNo,
      reportDate: header.reportDate,
      createdAt: new Date(header.approvedAt ?? header.createdAt).toISOString(),
    },
    document.values,
  );
  const xml = version === "2.0" ? drillReport20(data) : opsReport141(data);
  return { ok: true, xml, filename: `${safeName}-DDR-${header.reportDate}-witsml-${version}.xml` };
}
