/**
 * Daily drilling reports: create (with the carry-over), read (report-load, ddr-read), save
 * sections (report-save), submit, approve or return (report-lifecycle), and list. One module per
 * responsibility; this one is what the screens import.
 */
export {
  DAY_START,
  findDdr,
  getDdr,
  getWellSummary,
  listOrgWells,
  recentDdrs,
  type Db,
  type DdrActor,
  type DdrHeader,
  type DdrListEntry,
  type WellSummary,
} from "./ddr-read.server";
export {
  kindOfReport,
  loadDdr,
  loadReport,
  type DdrDocument,
  type ValidationInput,
} from "./report-load.server";
export { createDdr, firstWellDay, suggestedDdrDate, type CreateResult } from "./ddr-create.server";
export {
  isEditable,
  saveCheckedSections,
  saveDdrSection,
  saveDdrSections,
  saveReportSections,
  type CheckedSaveResult,
  type SaveAllResult,
  type SaveCheck,
  type SaveOptions,
  type SaveResult,
  type SectionSave,
} from "./report-save.server";
export {
  decideDdr,
  decideReport,
  submitDdr,
  submitReport,
  type Decision,
  type DecisionResult,
  type SubmitResult,
} from "./report-lifecycle.server";
export type { ReportTarget } from "./report-lock.server";
export {
  listActivitiesWaiting,
  listDayActivities,
  listDdrs,
  listWaitingForApproval,
  type DayActivity,
  type WaitingActivity,
  type DdrFilters,
  type DdrPage,
  type DdrRow,
} from "./ddr-lists.server";
