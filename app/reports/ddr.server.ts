/**
 * Daily drilling reports: create (with the carry-over), read (report-load, ddr-read), save
 * sections (report-save), submit, approve or return (report-lifecycle), and list. One module per
 * responsibility; this one is what the screens import.
 */
export {
  findDdr,
  getDdr,
  getWellSummary,
  listOrgWells,
  recentDdrs,
  type Db,
  type DdrActor,
} from "./ddr-read.server";
export {
  kindOfReport,
  loadDdr,
  loadReport,
  type DdrDocument,
  type ValidationInput,
} from "./report-load.server";
export { createDdr, suggestedDdrDate, wellDays } from "./ddr-create.server";
export {
  isEditable,
  saveCheckedDdrSections,
  saveCheckedSections,
  saveDdrSection,
  saveDdrSections,
  type SectionSave,
} from "./report-save.server";
export { decideReport, submitDdr, submitReport } from "./report-lifecycle.server";
export {
  listActivitiesWaiting,
  listDayActivities,
  listDdrs,
  listWaitingForApproval,
  type DdrFilters,
  type DdrPage,
  type DdrRow,
} from "./ddr-lists.server";
