/**
 * What a new daily drilling report starts from: the previous report of the same well
 * (DOMAIN.md §6). Carried: depth, hole size and last casing; the personnel on board; the bits
 * still in hole (no depth out) and the BHA running them; mud and bulk end balances as the new
 * start; recurring cost lines; the last survey station as the tie-in; the hole sections; the BOP
 * test dates. Each section declares what it carries; `carryOver` (app/sections/carry-over.ts)
 * applies the declarations. These are the shapes it reads and gives.
 *
 * Values are stored section values (SI numbers, exact money strings). The new report stores the
 * carried sections as its own, marked as carried over until someone saves them.
 */

type Value = string | number | boolean | null;
export type CarriedRow = Record<string, Value>;
export type CarriedSection = Record<string, Value | CarriedRow[]>;

export interface PreviousDdr {
  reportNo: number;
  reportDate: string;
  /** Cumulative cost up to and including the previous report, "1234.56". */
  cumulativeCost: string;
  /** The previous report's saved sections by section id. */
  sections: Partial<Record<string, CarriedSection>>;
}

/** A quantity in a carried item, formatted by whoever shows it. */
export interface CarriedQuantity {
  quantity: "length" | "diameter" | "volume";
  value: number;
}

export type CarriedParam = string | number | CarriedQuantity | { money: string };

/** One line of "what was carried over", for the user to see. */
export interface CarriedItem {
  section: string;
  /** Translation key under `ddr.carry`. */
  key: string;
  params: Record<string, CarriedParam>;
}

export interface CarryOver {
  fromReportNo: number;
  fromReportDate: string;
  sections: Record<string, CarriedSection>;
  items: CarriedItem[];
}
