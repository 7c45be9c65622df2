/**
 * What the demo DDR generator produces: plain objects named after DOMAIN.md §2's fields, every
 * quantity in the stored unit (m, s, Pa, kg/m³, m³, m³/s, N, N·m, K, kg, deg, deg/m, rpm,
 * percent, mg/L) and money as exact decimal strings with two decimals.
 */
import type { Phase } from "~/domain/cost/phases";

import type { BitKind, SectionRole, WellType } from "./catalogue";
import type { ContractCategory } from "./contracts";

export type { WellType } from "./catalogue";

export interface DdrGeneratorOptions {
  /** "YYYY-MM-DD": the first report's date; drilling starts on it. */
  spudDate: string;
  /** Reports to produce, one per day, spud to rig release (60–120 typical, up to 365+). */
  days: number;
  wellType: WellType;
  /** Planned total depth, m MD (1,000–7,000). */
  plannedTd: number;
  seed: number | string;
  /** Reporting period start, "00:00" (default) or "06:00". */
  dayStart?: "00:00" | "06:00";
}

export type ActivityCategory = "planned" | "unplanned" | "downtime";

/** Budget groups the generator balances time across (DOMAIN.md §7 shares). */
export type ActivityGroup = "drilling" | "trips" | "casing" | "other" | "npt";

export interface TimeLogEntry {
  fromTime: string;
  toTime: string;
  /** s */
  duration: number;
  phase: Phase;
  /** IADC time code 1–23 (DOMAIN.md §3), as text. */
  iadcCode: string;
  subCode: string | null;
  activityCategory: ActivityCategory;
  isNpt: boolean;
  nptCode: string | null;
  /** Hole depth at the start and end of the row, m. */
  mdFrom: number;
  mdTo: number;
  description: string;
  /** Not a DDR field: which share of the well's time the row counts toward. */
  group: ActivityGroup;
}

export interface SurveyStationRow {
  md: number;
  inclination: number;
  azimuth: number;
  toolType: "MWD" | "gyro";
  tvd: number;
  ns: number;
  ew: number;
  verticalSection: number;
  /** deg/m */
  dls: number;
}

export interface DullGrade {
  inner: number;
  outer: number;
  characteristic: string;
  location: string;
  bearing: string;
  gauge: string;
  other: string;
  reasonPulled: string;
}

export interface BitRun {
  /** 1-based run number across the well. */
  runNo: number;
  bitNo: string;
  kind: BitKind;
  /** m */
  size: number;
  make: string;
  type: string;
  serialNo: string;
  iadcCode: string;
  /** As drillers write them, "3x12, 1x16" (sizes in 1/32 in). */
  nozzles: string;
  /** m² */
  tfa: number;
  depthIn: number;
  /** null while the bit is in hole. */
  depthOut: number | null;
  /** On-bottom time, s. */
  hours: number;
  /** Tripping time charged to the run (in and out), s. */
  tripTime: number;
  footage: number;
  /** m/s; null before any footage. */
  rop: number | null;
  dull: DullGrade | null;
  bitCost: string;
  bhaNo: number;
  sectionIndex: number;
}

export interface BhaComponent {
  /** Code of the BHA-item lookup (BIT, MOTOR, RSS, MWD, STAB, DC, JAR, XO, HWDP). */
  item: string;
  od: number;
  id: number;
  length: number;
  /** kg */
  weight: number;
  serialNo: string;
}

export interface Bha {
  bhaNo: number;
  bitNo: string;
  purpose: string;
  components: BhaComponent[];
  totalLength: number;
  totalWeight: number;
}

export interface MudCheck {
  checkTime: string;
  checkMd: number;
  mudType: string;
  density: number;
  /** Marsh funnel, s per quart. */
  funnelViscosity: number;
  /** Pa·s */
  pv: number;
  /** Pa */
  yp: number;
  gel10s: number;
  gel10m: number;
  /** m³ per 30 min */
  filtrateApi: number | null;
  filtrateHthp: number | null;
  /** m */
  cakeThickness: number;
  solidsPct: number;
  oilPct: number;
  waterPct: number;
  sandPct: number;
  oilWaterRatio: string | null;
  ph: number | null;
  chlorides: number;
  calcium: number;
  /** kg/m³ bentonite equivalent */
  mbt: number;
  ecd: number;
  flowlineTemp: number;
  pitVolume: number;
  lossesSurface: number;
  lossesDownhole: number;
}

export interface DrillingParameterRow {
  mdFrom: number;
  mdTo: number;
  wobMin: number;
  wobMax: number;
  rpmSurface: number;
  rpmMotor: number | null;
  torque: number;
  flowRate: number;
  spp: number;
  /** m/s */
  rop: number;
  hookLoad: number;
  bitRunNo: number;
}

export interface PersonnelRow {
  company: string;
  /** Code of the personnel-role lookup list (RIG, COMPANY, MUD, MWD, DD, …). */
  roleOrService: string;
  count: number;
  /** s worked per person */
  hours: number;
}

export interface CostLine {
  costDate: string;
  costItem: string;
  contractCategory: ContractCategory;
  vendor: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  amount: string;
  phase: Phase;
  isCarryOver: boolean;
}

export interface HoleSectionStatus {
  sectionName: string;
  sectionType: SectionRole;
  holeSize: number;
  casingSize: number;
  plannedTopMd: number;
  plannedBottomMd: number;
  actualTopMd: number | null;
  actualBottomMd: number | null;
  plannedStart: string;
  plannedEnd: string;
  actualStart: string | null;
  actualEnd: string | null;
}

export interface BulkMaterialRow {
  /** Code of the bulk-material lookup list (BARITE, DIESEL, …). */
  material: string;
  /** The unit the balances are counted in (the unit-size lookup). */
  unit: "t" | "m³";
  start: number;
  received: number;
  used: number;
  returned: number;
  endBalance: number;
}

export interface LotFitTest {
  testType: "LOT" | "FIT";
  testDate: string;
  testTime: string;
  shoeMd: number;
  shoeTvd: number;
  mudDensity: number;
  surfacePressure: number;
  emwResult: number;
  /** Pump-in then shut-in: elapsed s, cumulative m³, Pa. */
  pumpRows: { elapsedTime: number; cumVolume: number; pressure: number; isShutIn: boolean }[];
}

export interface EnvironmentalRow {
  eventType: "discharge" | "recovery" | "disposal" | "spill" | "cuttings";
  /** Codes of the environmental-material and disposal-method lookups (CUTTINGS, HAUL-OFF, …). */
  material: string;
  volume: number;
  mass: number | null;
  disposalMethod: string | null;
  destination: string | null;
  remarks: string | null;
  /** Spills only: m³ recovered, and whether the authority was told. */
  spillRecovered: number | null;
  reportedToAuthority: boolean | null;
}

export interface SafetyDrill {
  type: string;
  time: string;
  /** s */
  responseTime: number;
}

export interface SafetyIncident {
  incidentType: string;
  severity: string;
  incidentTime: string;
  description: string;
  lostTime: number;
}

export interface SafetyReport {
  daysWithoutLti: number;
  lastBopTestDate: string | null;
  nextBopTestDue: string | null;
  drills: SafetyDrill[];
  stopCards: number;
  safetyMeetings: number;
  incidents: SafetyIncident[];
}

export interface Weather {
  /** m/s */
  windSpeed: number;
  windDirection: number;
  /** K */
  airTemp: number;
  weatherRemark: string;
}

export interface LastCasing {
  size: number;
  shoeMd: number;
  shoeTvd: number;
}

export interface GeneratedReport {
  reportNo: number;
  reportDate: string;
  dfs: number;
  dol: number;
  wellbore: string;
  rigName: string;
  mdAtReport: number;
  tvdAtReport: number;
  progress: number;
  holeSize: number;
  phase: Phase;
  lastCasing: LastCasing | null;
  summary24h: string;
  forecast24h: string;
  currentStatus: string;
  weather: Weather;
  supervisor: string;
  engineer: string;
  timeLog: TimeLogEntry[];
  surveyStations: SurveyStationRow[];
  /** Runs in hole at some time of the day, as they stood at the end of it. */
  bitRuns: BitRun[];
  /** The rig's day rate, for cost per metre of the runs. */
  rigDayRate: string;
  bhas: Bha[];
  mudChecks: MudCheck[];
  /** Active mud system at the start of the day and mud built during it, m³. */
  mudVolumeStart: number;
  mudVolumeBuilt: number;
  drillingParameters: DrillingParameterRow[];
  personnel: PersonnelRow[];
  pobTotal: number;
  costLines: CostLine[];
  dailyCost: string;
  cumulativeCost: string;
  holeSections: HoleSectionStatus[];
  bulkMaterials: BulkMaterialRow[];
  lotFit: LotFitTest[];
  environmental: EnvironmentalRow[];
  safety: SafetyReport;
  /** s */
  productiveTime: number;
  nptTime: number;
}

export interface GeneratedWell {
  wellType: WellType;
  plannedTd: number;
  rigName: string;
  vsAzimuth: number;
  kickOffMd: number | null;
  holeSections: HoleSectionStatus[];
  surveyStations: SurveyStationRow[];
  bitRuns: BitRun[];
  bhas: Bha[];
  /** Planned hole depth at the start of each day (day 0 = spud), without the NPT. */
  plannedDepthCurve: { day: number; md: number }[];
  reports: GeneratedReport[];
}
