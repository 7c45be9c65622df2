/**
 * Daily drilling reports: create (with the carry-over), read, save a section, submit, approve or
 * return, and list. One module per responsibility; this one is what the screens import.
 */
export {
  DAY_START,
  findDdr,
  getDdr,
  getWellSummary,
  listOrgWells,
  recentDdrs,
  type DdrActor,
  type DdrHeader,
  type DdrListEntry,
  type WellSummary,
} from "./ddr-read.server";
export {
  kindOfReport,
  loadDdr,
  loadReport,
  sectionValidationInput,
  type DdrDocument,
} from "./report-load.server";
export { createDdr, firstWellDay, suggestedDdrDate, type CreateResult } from "./ddr-create.server";
export {
  decideDdr,
  decideReport,
  isEditable,
  saveDdrSection,
  saveDdrSections,
  saveReportSection,
  submitDdr,
  submitReport,
  type Decision,
  type DecisionResult,
  type SaveAllResult,
  type SaveResult,
  type SectionSave,
  type SubmitResult,
} from "./report-save.server";
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
