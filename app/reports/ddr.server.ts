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
  loadDdr,
  recentDdrs,
  sectionValidationInput,
  type DdrActor,
  type DdrDocument,
  type DdrHeader,
  type DdrListEntry,
  type WellSummary,
} from "./ddr-read.server";
export { createDdr, firstWellDay, suggestedDdrDate, type CreateResult } from "./ddr-create.server";
export {
  decideDdr,
  isEditable,
  saveDdrSection,
  saveDdrSections,
  submitDdr,
  type DecisionResult,
  type SaveAllResult,
  type SaveResult,
  type SectionSave,
  type SubmitResult,
} from "./ddr-save.server";
export {
  listDdrs,
  listWaitingForApproval,
  type DdrFilters,
  type DdrPage,
  type DdrRow,
} from "./ddr-lists.server";
