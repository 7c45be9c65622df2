/** An approved daily report as a WITSML document (2.0 DrillReport or 1.4.1.1 opsReport). */
import { loadDdr } from "~/reports/ddr.server";

import { drillReportFromSections } from "./witsml/ddr-mapping";
import { drillReport20, opsReport141 } from "./witsml/drill-report-write";
import type { WitsmlVersion } from "./witsml/problems";
import { stableUuid } from "./trajectory-export.server";

export type DdrExportResult =
  { ok: true; xml: string; filename: string } | { ok: false; reason: "notFound" | "notApproved" };

export async function ddrWitsml(
  orgId: number,
  reportId: number,
  version: WitsmlVersion,
): Promise<DdrExportResult> {
  const document = await loadDdr(orgId, reportId);
  if (!document) return { ok: false, reason: "notFound" };
  const { header, well } = document;
  if (header.status !== "approved") return { ok: false, reason: "notApproved" };
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
  const safeName = Array.from(well.name, (char) => (/[\w.-]/.test(char) ? char : "_")).join("");
  return { ok: true, xml, filename: `${safeName}-DDR-${header.reportDate}-witsml-${version}.xml` };
}
