/**
 * Where a well's demo reports stand in their lifecycle (DOMAIN.md §6), oldest first: most are
 * approved, the last few await approval, one or two came back with a comment, and on a well
 * still drilling the latest days are drafts being written.
 */
import type { ReportState } from "~/domain/reports/lifecycle";

import type { Random } from "./random";

export interface DemoReportState {
  status: ReportState;
  /** The approver's comment on a returned report. */
  returnComment: string | null;
}

const RETURN_COMMENTS = [
  "Time log: say which pump failed in the rig repair rows and add the parts used.",
  "Mud: the 18:00 check shows the same funnel viscosity as 06:00, please re-check the entry.",
  "Cost: the diesel quantity does not match the bulk material sheet, please reconcile.",
  "Bit data: add the serial number of the bit run in today and the nozzle sizes.",
  "Summary: describe the tight spots (depths, overpull) before I approve.",
  "Personnel: third-party crews are missing from the POB list.",
] as const;

export function demoReportStates(
  random: Random,
  count: number,
  options: { stillDrilling: boolean },
): DemoReportState[] {
  const states: DemoReportState[] = Array.from({ length: count }, () => ({
    status: "approved",
    returnComment: null,
  }));
  const set = (index: number, status: ReportState, returnComment: string | null = null) => {
    if (index >= 0 && index < count) states[index] = { status, returnComment };
  };
  const drafts = options.stillDrilling ? random.int(2, 3) : 0;
  const submitted = options.stillDrilling ? random.int(2, 4) : 1;
  for (let i = 0; i < drafts; i++) set(count - 1 - i, "draft");
  for (let i = 0; i < submitted; i++) set(count - 1 - drafts - i, "submitted");
  // Returned reports sit with their author among the recent ones; an older one was approved
  // after corrections, so only recent returns stay returned.
  const recent = count - drafts - submitted - 1;
  const returns = options.stillDrilling ? random.int(1, 2) : 1;
  for (let i = 0; i < returns && recent - i * 3 >= 0; i++) {
    set(recent - i * 3 - random.int(0, 2), "returned", random.pick(RETURN_COMMENTS));
  }
  return states;
}
