import type { ColumnType, Generated } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** numeric columns travel as exact decimal strings ("1234.50"), never as JS numbers. */
type Numeric = ColumnType<string, string, string>;

export interface ContractBundleTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  created_at: CreatedAt;
  version: Generated<number>;
}

export interface GeneralComponentTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  description: string | null;
  created_at: CreatedAt;
  version: Generated<number>;
}

export interface CostUnitTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  description: string | null;
  created_at: CreatedAt;
  version: Generated<number>;
}

export interface CostItemTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  contract_bundle_id: number;
  general_component_id: number | null;
  cost_unit_id: number;
  vendor: string | null;
  unit_price: Numeric;
  currency: Generated<string>;
  created_at: CreatedAt;
  version: Generated<number>;
}

export interface ActivityTable {
  id: Generated<number>;
  org_id: number;
  /** A code of app/domain/cost/phases.ts. */
  phase: string;
  sequence: Generated<number>;
  name: string;
  description: string | null;
  planned_duration_s: Numeric;
  created_at: CreatedAt;
  version: Generated<number>;
}

export interface ActivityCostTable {
  id: Generated<number>;
  org_id: number;
  activity_id: number;
  cost_item_id: number;
  quantity: Numeric;
  remark: string | null;
  created_at: CreatedAt;
  version: Generated<number>;
}

export interface AfeTable {
  id: Generated<number>;
  org_id: number;
  well_id: number;
  /** 1 = original, 2… = supplements. */
  version_no: number;
  reference: string | null;
  reason: string | null;
  status: Generated<"draft" | "approved">;
  created_by: number | null;
  created_at: CreatedAt;
  approved_by: number | null;
  /** The approver's name as it was, so the record survives the account. */
  approved_by_name: string | null;
  approved_at: Timestamp | null;
  version: Generated<number>;
}

export interface AfeLineTable {
  id: Generated<number>;
  org_id: number;
  afe_id: number;
  line_no: number;
  /** "SUR-003": phase abbreviation and line number; what a DDR cost line names as its AFE line. */
  code: string;
  phase: string;
  contract_bundle_id: number | null;
  cost_item_id: number | null;
  activity_id: number | null;
  /** The activity's sequence and planned duration when the line was built (the plan's timeline). */
  activity_sequence: number | null;
  planned_duration_s: Numeric | null;
  description: string;
  quantity: Numeric | null;
  unit: string | null;
  unit_price: Numeric | null;
  amount: Numeric;
  created_at: CreatedAt;
  version: Generated<number>;
}
