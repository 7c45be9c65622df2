/** Bits the WITSML tests write and read back. */
import type { DrillReportBit, DrillReportDull } from "./ddr-extras-model";

/** A worn bit's IADC grade pulled for `reason`; "" gives a bit not graded yet. */
export const dullGrade = (reason: string): DrillReportDull => ({
  inner: reason ? 1 : null,
  outer: reason ? 2 : null,
  dull: reason ? "WT" : "",
  location: reason ? "S" : "",
  bearing: reason ? "X" : "",
  gauge: reason ? "I" : "",
  other: reason ? "CT" : "",
  reason,
});

/** A 12¼ in PDC bit pulled at 1,524.5 m for its penetration rate. */
export const PULLED_PDC_BIT: DrillReportBit = {
  bitNo: "4",
  size: 0.31115,
  make: "Smith",
  type: "PDC",
  serialNo: "JX-1234",
  iadcCode: "M323",
  nozzles: "6x13",
  depthIn: 1400,
  depthOut: 1524.5,
  hours: 22.5 * 3600,
  tripTime: 5.5 * 3600,
  dull: dullGrade("PR"),
  cost: "28500.00",
};
