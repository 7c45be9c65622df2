import type { ColumnType, Generated, Selectable } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** PostgreSQL `date`, read and written as YYYY-MM-DD. */
type DateOnly = string;

export const WELL_TYPES = ["oil", "gas", "geothermal"] as const;
export type WellType = (typeof WELL_TYPES)[number];

export const WELL_STATUSES = [
  "planned",
  "drilling",
  "completed",
  "suspended",
  "abandoned",
] as const;
export type WellStatus = (typeof WELL_STATUSES)[number];

export interface FieldTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  /** Region or province, e.g. "West Java, Indonesia". */
  location: string | null;
  /** Concession, licence or working area the field lies in. */
  concession: string | null;
  remarks: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  version: Generated<number>;
}

export interface PadTable {
  id: Generated<number>;
  org_id: number;
  field_id: number;
  name: string;
  /** WGS 84 degrees. */
  latitude: number | null;
  longitude: number | null;
  remarks: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  version: Generated<number>;
}

export interface WellTable {
  id: Generated<number>;
  org_id: number;
  pad_id: number;
  name: string;
  /** UWI or API number. */
  uwi: string | null;
  well_type: WellType;
  /** WGS 84 degrees. */
  surface_latitude: number | null;
  surface_longitude: number | null;
  /** Metres above mean sea level. */
  ground_elevation: number | null;
  rotary_table_elevation: number | null;
  spud_date: DateOnly | null;
  /** Rig release: the end of the well's total days. */
  release_date: DateOnly | null;
  /** Metres MD. */
  planned_td: number | null;
  rig: string | null;
  status: Generated<WellStatus>;
  remarks: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  version: Generated<number>;
}

export type Field = Selectable<FieldTable>;
export type Pad = Selectable<PadTable>;
export type Well = Selectable<WellTable>;
