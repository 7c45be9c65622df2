/**
 * What a new daily drilling report starts from: the previous report of the same well
 * (DOMAIN.md §6). Carried: depth, hole size and last casing; the personnel on board; the bits
 * still in hole (no depth out) and the BHA running them; mud and bulk end balances as the new
 * start; recurring cost lines; the last survey station as the tie-in; the hole sections; the BOP
 * test dates. Days from spud and on location are worked out from dates, not carried.
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

const rowsOf = (section: CarriedSection | undefined, table: string): CarriedRow[] => {
  const rows = section?.[table];
  return Array.isArray(rows) ? rows : [];
};

const numberOf = (value: unknown): number | null => (typeof value === "number" ? value : null);
const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);

function pick(row: CarriedRow | CarriedSection | undefined, names: readonly string[]): CarriedRow {
  const picked: CarriedRow = {};
  for (const name of names) {
    const value = row?.[name];
    picked[name] = Array.isArray(value) || value === undefined ? null : value;
  }
  return picked;
}

export function carryOver(previous: PreviousDdr): CarryOver {
  const from = previous.sections;
  const sections: Record<string, CarriedSection> = {};
  const items: CarriedItem[] = [];

  const general = from.general;
  if (general) {
    sections.general = pick(general, [
      "rigName",
      "wellbore",
      "mdAtReport",
      "holeSize",
      "lastCasingSize",
      "lastCasingShoeMd",
      "lastCasingShoeTvd",
      "supervisor",
      "engineer",
    ]);
    const md = numberOf(general.mdAtReport);
    const holeSize = numberOf(general.holeSize);
    if (md !== null && holeSize !== null) {
      items.push({
        section: "general",
        key: "depth",
        params: {
          md: { quantity: "length", value: md },
          holeSize: { quantity: "diameter", value: holeSize },
        },
      });
    }
  }

  const personnel = rowsOf(from.personnel, "rows");
  if (personnel.length > 0) {
    sections.personnel = {
      rows: personnel.map((row) => pick(row, ["company", "roleOrService", "count", "hours"])),
    };
    const pob = personnel.reduce((sum, row) => sum + (numberOf(row.count) ?? 0), 0);
    items.push({
      section: "personnel",
      key: "personnel",
      params: { count: personnel.length, pob },
    });
  }

  // A bit without a depth out is still in the hole tomorrow.
  const bitsInHole = rowsOf(from.bitData, "bits").filter((bit) => bit.depthOut === null);
  if (bitsInHole.length > 0 || from.bitData?.rigDayRate) {
    sections.bitData = {
      rigDayRate: from.bitData?.rigDayRate ?? null,
      bits: bitsInHole.map((bit) => ({ ...bit })),
    };
  }
  if (bitsInHole.length > 0) {
    items.push({
      section: "bitData",
      key: "bits",
      params: { bits: bitsInHole.map((bit) => textOf(bit.bitNo) ?? "?").join(", ") },
    });
  }

  // The BHA stays when it runs a bit still in hole (or names no bit at all).
  const bha = from.bha;
  const bhaBit = textOf(bha?.bitNo);
  if (bha && (bhaBit === null || bitsInHole.some((bit) => bit.bitNo === bhaBit))) {
    sections.bha = pick(bha, ["bhaNo", "bitNo", "purpose"]);
    const components = rowsOf(from.bhaComponents, "components");
    if (components.length > 0)
      sections.bhaComponents = { components: components.map((row) => ({ ...row })) };
    items.push({
      section: "bha",
      key: "bha",
      params: { bhaNo: numberOf(bha.bhaNo) ?? "?", count: components.length },
    });
  }

  const mudEnd = numberOf(from.mud?.volumeEnd);
  if (mudEnd !== null) {
    sections.mud = { volumeStart: mudEnd, volumeBuilt: null, checks: [] };
    items.push({
      section: "mud",
      key: "mud",
      params: { volume: { quantity: "volume", value: mudEnd } },
    });
  }

  const bulk = rowsOf(from.bulkMaterials, "materials");
  if (bulk.length > 0) {
    sections.bulkMaterials = {
      materials: bulk.map((row) => ({
        material: row.material ?? null,
        unit: row.unit ?? null,
        start: numberOf(row.endBalance),
        received: null,
        used: null,
        returned: null,
      })),
    };
    items.push({ section: "bulkMaterials", key: "bulk", params: { count: bulk.length } });
  }

  const recurring = rowsOf(from.cost, "lines").filter((line) => line.isCarryOver === true);
  if (recurring.length > 0) {
    sections.cost = {
      lines: recurring.map((line) =>
        pick(line, [
          "costItemId",
          "contractBundleId",
          "phase",
          "description",
          "vendor",
          "quantity",
          "unit",
          "unitPrice",
          "amount",
          "afeLine",
          "isCarryOver",
        ]),
      ),
    };
  }
  items.push({
    section: "cost",
    key: "cost",
    params: { count: recurring.length, cumulative: { money: previous.cumulativeCost } },
  });

  const survey = from.surveys;
  if (survey) {
    const stations = rowsOf(survey, "stations");
    const last = stations[stations.length - 1];
    const tieIn = last
      ? {
          tieInMd: last.md ?? null,
          tieInInclination: last.inclination ?? null,
          tieInAzimuth: last.azimuth ?? null,
          tieInTvd: last.tvd ?? null,
          tieInNs: last.ns ?? null,
          tieInEw: last.ew ?? null,
        }
      : pick(survey, [
          "tieInMd",
          "tieInInclination",
          "tieInAzimuth",
          "tieInTvd",
          "tieInNs",
          "tieInEw",
        ]);
    sections.surveys = {
      vsAzimuth: survey.vsAzimuth ?? null,
      northReference: survey.northReference ?? null,
      ...tieIn,
      stations: [],
    };
    const md = numberOf(tieIn.tieInMd);
    if (md !== null) {
      items.push({
        section: "surveys",
        key: "surveys",
        params: { md: { quantity: "length", value: md } },
      });
    }
  }

  const holeSections = rowsOf(from.holeSections, "sections");
  if (holeSections.length > 0) {
    sections.holeSections = { sections: holeSections.map((row) => ({ ...row })) };
    items.push({
      section: "holeSections",
      key: "holeSections",
      params: { count: holeSections.length },
    });
  }

  const safety = from.safety;
  const lastBopTest = textOf(safety?.lastBopTestDate);
  if (safety && lastBopTest) {
    sections.safety = {
      ...pick(safety, ["lastBopTestDate", "nextBopTestDue"]),
      drills: [],
      incidents: [],
    };
    items.push({ section: "safety", key: "safety", params: { date: lastBopTest } });
  }

  return {
    fromReportNo: previous.reportNo,
    fromReportDate: previous.reportDate,
    sections,
    items,
  };
}
