import type { ColumnType, Generated, Selectable } from "kysely";

/**
 * Reports and their sections (migration 2026-11-22T04-00-reports). Quantities are SI doubles
 * (durations in seconds, even in columns named "hours"), money numeric(14,2) read as exact
 * strings, dates "YYYY-MM-DD", times "HH:MM:SS" as PostgreSQL prints them (24:00:00 allowed).
 */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** PostgreSQL `date`, read and written as YYYY-MM-DD. */
type DateOnly = string;
/** numeric: exact decimal string when read; a string or number when written. */
type Numeric = ColumnType<string, string | number, string | number>;
type NullableNumeric = ColumnType<string | null, string | number | null, string | number | null>;
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

// The kinds are a drilling notion; the table keeps them.
import type { ReportKind } from "~/domain/reports/kinds";

export type { ReportKind };

export interface LookupValueTable {
  id: Generated<number>;
  org_id: number;
  list: string;
  code: string;
  /** The English label. */
  label: string;
  /** The Indonesian label; "" when none has been given. */
  label_indonesian: Generated<string>;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  version: Generated<number>;
}

export interface ReportTable {
  id: Generated<number>;
  org_id: number;
  well_id: number;
  kind: Generated<ReportKind>;
  report_date: DateOnly;
  report_no: number;
  status: Generated<"draft" | "submitted" | "approved" | "returned">;
  return_comment: string | null;
  version: Generated<number>;
  carry_over: NullableJson;
  md_at_report: number | null;
  tvd_at_report: number | null;
  daily_cost: NullableNumeric;
  /** s */
  npt_time: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_by: number | null;
  updated_at: Timestamp;
  submitted_by: number | null;
  submitted_at: NullableTimestamp;
  approved_by: number | null;
  approved_at: NullableTimestamp;
  returned_by: number | null;
  returned_at: NullableTimestamp;
}

export interface ReportSectionTable {
  report_id: number;
  org_id: number;
  section_id: string;
  data: Json;
  version: Generated<number>;
  saved_by: number | null;
  saved_at: Timestamp;
  /** Taken over from the previous report when this one was created; no person has saved it yet. */
  carried_over: Generated<boolean>;
}

/** The columns every typed row table starts with. */
interface RowKeys {
  id: Generated<number>;
  org_id: number;
  report_id: number;
  well_id: number;
  report_date: DateOnly;
  row_no: number;
}

export interface TimeLogRowTable extends RowKeys {
  from_time: string;
  to_time: string;
  /** s */
  duration: number | null;
  phase: string;
  iadc_code: string;
  sub_code: string | null;
  activity_category: string;
  md_from: number | null;
  md_to: number | null;
  is_npt: boolean;
  npt_code: string | null;
  description: string;
}

export interface SurveyStationTable extends RowKeys {
  md: number;
  inclination: number;
  azimuth: number;
  tool_type: string;
  tvd: number | null;
  ns: number | null;
  ew: number | null;
  vertical_section: number | null;
  /** deg/m */
  dls: number | null;
}

export interface BitRunTable extends RowKeys {
  bit_no: string;
  size: number;
  make: string;
  type: string | null;
  serial_no: string;
  iadc_code: string | null;
  nozzles: string | null;
  tfa: number | null;
  depth_in: number;
  depth_out: number | null;
  /** On-bottom time, s. */
  hours: number | null;
  /** s */
  trip_time: number | null;
  footage: number | null;
  /** m/s */
  rop: number | null;
  /** Bit hydraulics at the day's pump rate and mud weight: Pa, m/s, W, W/m². */
  bit_pressure_drop: number | null;
  jet_velocity: number | null;
  hydraulic_power: number | null;
  hsi: number | null;
  dull_i: number | null;
  dull_o: number | null;
  dull_d: string | null;
  dull_l: string | null;
  dull_b: string | null;
  dull_g: string | null;
  dull_other: string | null;
  dull_r: string | null;
  bit_cost: NullableNumeric;
  /** USD per metre */
  cost_per_length: number | null;
}

export interface MudCheckTable extends RowKeys {
  check_time: string;
  check_md: number | null;
  mud_type: string;
  density: number;
  funnel_viscosity: number | null;
  pv: number | null;
  yp: number | null;
  gel10s: number | null;
  gel10m: number | null;
  filtrate_api: number | null;
  filtrate_hthp: number | null;
  cake_thickness: number | null;
  solids_pct: number | null;
  oil_pct: number | null;
  water_pct: number | null;
  sand_pct: number | null;
  oil_water_ratio: string | null;
  ph: number | null;
  chlorides: number | null;
  calcium: number | null;
  mbt: number | null;
  ecd: number | null;
  flowline_temp: number | null;
  pit_volume: number | null;
  losses_surface: number | null;
  losses_downhole: number | null;
}

export interface DrillingParameterTable extends RowKeys {
  md_from: number;
  md_to: number;
  wob_min: number | null;
  wob_max: number | null;
  rpm_surface: number | null;
  rpm_motor: number | null;
  torque: number | null;
  flow_rate: number;
  spp: number | null;
  rop: number | null;
  hook_load: number | null;
  /** Pa */
  mse: number | null;
}

export interface PersonnelRowTable extends RowKeys {
  company: string;
  role_or_service: string;
  count: number;
  /** s */
  hours: number | null;
}

export interface CostLineTable {
  id: Generated<number>;
  org_id: number;
  report_id: number;
  well_id: number;
  cost_date: DateOnly;
  cost_item_id: number | null;
  contract_bundle_id: number | null;
  phase: string | null;
  description: string;
  vendor: string | null;
  quantity: NullableNumeric;
  unit: string | null;
  unit_price: NullableNumeric;
  amount: Numeric;
  afe_line: string | null;
  is_carry_over: Generated<boolean>;
}

export type Report = Selectable<ReportTable>;
export type ReportStatus = Report["status"];
