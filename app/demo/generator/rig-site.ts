/**
 * What the rig site records each day beside the time log: mud checks, people on board, cost lines, bulk stock, discharges, shoe tests, weather and safety. Each is
 * derived from the day's operations, so a casing day brings the casing crew, the pipe on the
 * cost sheet and the spud mud to the disposal log.
 */
import { equivalentMudWeight, STANDARD_GRAVITY } from "~/domain/drilling/hydraulics";
import { formatMoney, moneyFromNumber, multiplyMoney, type Cents } from "~/domain/money/decimal";
import type { SurveyStationPosition } from "~/domain/survey/minimum-curvature";
import { METRES_PER_INCH } from "~/domain/units/units";

import { CASING_PRICE_PER_METRE, COMPANIES, COST_ITEMS, type CostItemKey } from "./contracts";
import { MINUTES_PER_DAY, type Operation } from "./operations";
import type { Random } from "./random";
import { type Piece } from "./timeline";
import type {
  CostLine,
  DdrGeneratorOptions,
  EnvironmentalRow,
  LotFitTest,
  MudCheck,
  PersonnelRow,
} from "./types";
import { tvdAt, type SectionPlan } from "./well-plan";
import type { RunFacts } from "./workstring";

export const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

export const BARITE_DENSITY = 4200;

export function drawPrices(random: Random): Record<CostItemKey, Cents> {
  const entries = Object.entries(COST_ITEMS).map(([key, item]) => {
    const [low, high] = item.priceRange;
    const step = high >= 1000 ? 50 : high >= 100 ? 5 : 0.5;
    return [key, moneyFromNumber(Math.round(random.uniform(low, high) / step) * step)] as const;
  });
  return Object.fromEntries(entries) as Record<CostItemKey, Cents>;
}

interface MudInput {
  time: string;
  md: number;
  section: SectionPlan;
  plannedTd: number;
  maxMudWeight: number;
  wellType: DdrGeneratorOptions["wellType"];
  lossDay: boolean;
}

export function mudCheck(random: Random, input: MudInput): MudCheck {
  const { section, md } = input;
  const depthShare = Math.min(1, md / input.plannedTd);
  const density = Math.round(
    1050 + (input.maxMudWeight - 1050) * depthShare ** 0.9 + random.uniform(-2, 2),
  );
  const oilBased = section.mudType === "OBM" || section.mudType === "SBM";
  const spud = section.mudType === "Spud";
  const solidsPct = round1(3 + ((density - 1000) / 400) * 12 + random.uniform(-0.5, 0.5));
  const oilPct = oilBased ? round1(random.uniform(55, 68)) : round1(random.uniform(0, 1.5));
  const sandPct = round2(random.uniform(0.1, spud ? 1.5 : 0.6));
  const lbf100 = 0.47880259;
  const yp = (spud ? random.uniform(15, 30) : random.uniform(10, 24)) * lbf100;
  const gel10s = random.uniform(3, 10) * lbf100;
  const flowlineCelsius =
    30 + 30 * depthShare + (input.wellType === "geothermal" ? 8 : 0) + random.uniform(-2, 2);
  return {
    checkTime: input.time,
    checkMd: md,
    mudType: section.mudType,
    density,
    funnelViscosity: Math.round(spud ? random.uniform(55, 80) : random.uniform(42, 65)),
    pv: round2(oilBased ? random.uniform(20, 34) : random.uniform(10, 24)) / 1000,
    yp: round2(yp),
    gel10s: round2(gel10s),
    gel10m: round2(gel10s * random.uniform(1.6, 2.6)),
    filtrateApi: oilBased ? null : round1(random.uniform(4, spud ? 15 : 8)) * 1e-6,
    filtrateHthp: oilBased ? round1(random.uniform(2.5, 5.5)) * 1e-6 : null,
    cakeThickness: random.int(1, 2) * (METRES_PER_INCH / 32),
    solidsPct,
    oilPct,
    waterPct: round1(100 - solidsPct - oilPct),
    sandPct,
    oilWaterRatio: oilBased ? random.pick(["70/30", "75/25", "80/20"]) : null,
    ph: oilBased ? null : round1(random.uniform(9, 10.5)),
    chlorides: Math.round(
      oilBased
        ? random.uniform(140_000, 220_000)
        : section.mudType === "KCl-polymer"
          ? random.uniform(30_000, 60_000)
          : random.uniform(800, 5_000),
    ),
    calcium: Math.round(random.uniform(80, 600)),
    mbt: round1(spud ? random.uniform(40, 70) : random.uniform(8, 35)),
    ecd: density + Math.round(random.uniform(15, 60)),
    flowlineTemp: round1(Math.min(70, Math.max(30, flowlineCelsius)) + 273.15),
    pitVolume: Math.round(random.uniform(150, 400)),
    lossesSurface: round1(random.uniform(0, 5)),
    lossesDownhole: input.lossDay ? round1(random.uniform(20, 150)) : round1(random.uniform(0, 3)),
  };
}

export function personnelOfDay(
  random: Random,
  rigCrew: number,
  dayRuns: readonly RunFacts[],
  events: readonly Piece[],
): PersonnelRow[] {
  const shift = 12 * 3600;
  const has = (kind: string) => events.some((piece) => piece.operation.event?.kind === kind);
  const directional = dayRuns.some((run) => run.plan.usesMotor || run.plan.usesRss);
  const mwd = dayRuns.some((run) => run.hasMwd);
  const row = (company: string, roleOrService: string, count: number): PersonnelRow => ({
    company,
    roleOrService,
    count,
    hours: shift,
  });
  // roleOrService holds the codes of the personnel-role lookup list.
  const rows: PersonnelRow[] = [
    row(COMPANIES.operator, "COMPANY", 2 + random.int(1, 2)),
    row(COMPANIES.rig, "RIG", rigCrew + random.int(-1, 1)),
    row(COMPANIES.mud, "MUD", 2),
    row(COMPANIES.mudLogging, "LOG", 4),
    row(COMPANIES.solidsControl, "OTHER", 2),
    row(COMPANIES.catering, "CATERING", random.int(6, 8)),
    row(COMPANIES.security, "SECURITY", 3),
  ];
  if (directional) rows.push(row(COMPANIES.directional, "DD", 2));
  if (mwd) rows.push(row(COMPANIES.directional, "MWD", 2));
  if (has("casing")) rows.push(row(COMPANIES.casingRunning, "CASING", 5));
  if (has("cement")) rows.push(row(COMPANIES.cementing, "CEMENT", 4));
  if (has("logging")) rows.push(row(COMPANIES.wireline, "OTHER", 5));
  if (has("wellTest")) rows.push(row(COMPANIES.wellTesting, "OTHER", 6));
  // DOMAIN.md §7: POB 25–60; a full camp sends rig crew home first.
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total > 60) rows[1]!.count -= total - 60;
  return rows;
}

export function environmentalOfDay(
  random: Random,
  holeVolume: number,
  disposalMethod: string,
  events: readonly Piece[],
  sections: readonly SectionPlan[],
): EnvironmentalRow[] {
  const rows: EnvironmentalRow[] = [];
  const empty = { spillRecovered: null, reportedToAuthority: null };
  if (holeVolume > 0) {
    // Drilled rock bulks up about a fifth once broken; washout adds a little more.
    const volume = round2(holeVolume * random.uniform(1.25, 1.4));
    rows.push({
      eventType: "cuttings",
      material: "CUTTINGS",
      volume,
      mass: Math.round(holeVolume * 2450),
      disposalMethod,
      destination:
        disposalMethod === "RECYCLE" ? "Cuttings pit, recycled" : "Licensed disposal site",
      remarks: null,
      ...empty,
    });
  }
  for (const { operation } of events) {
    if (operation.event?.kind !== "casing") continue;
    const section = sections[operation.sectionIndex]!;
    if (section.mudType !== "Spud") continue;
    rows.push({
      eventType: "disposal",
      material: "MUD",
      volume: Math.round(random.uniform(40, 90)),
      mass: null,
      disposalMethod: "HAUL-OFF",
      destination: "Licensed disposal site",
      remarks: "Spud mud dumped after the section",
      ...empty,
    });
  }
  if (random.chance(0.015)) {
    const volume = round2(random.uniform(0.02, 0.3));
    rows.push({
      eventType: "spill",
      material: "DIESEL",
      volume,
      mass: null,
      disposalMethod: null,
      destination: null,
      remarks: "Hose connection leak at the day tank; contained in bund",
      spillRecovered: round2(volume * random.uniform(0.7, 1)),
      reportedToAuthority: volume > 0.15,
    });
  }
  return rows;
}

interface CostInput {
  random: Random;
  prices: Record<CostItemKey, Cents>;
  reportDate: string;
  pieces: readonly Piece[];
  dayRuns: readonly RunFacts[];
  events: readonly Piece[];
  sections: readonly SectionPlan[];
  pobTotal: number;
  holeVolume: number;
  cuttingsVolume: number;
  lossesDownhole: number;
  mudType: string;
  phase: Operation["phase"];
  previousRecurring: ReadonlySet<string>;
  runs: readonly RunFacts[];
}

export function costsOfDay(input: CostInput): CostLine[] {
  const { random, prices, reportDate, phase } = input;
  const lines: CostLine[] = [];
  const add = (
    key: CostItemKey,
    quantity: number,
    options: {
      unitPrice?: Cents;
      vendor?: string;
      phase?: Operation["phase"];
      decimals?: number;
    } = {},
  ) => {
    if (!(quantity > 0)) return;
    const item = COST_ITEMS[key];
    const unitPrice = options.unitPrice ?? prices[key];
    const quantityText = quantity.toFixed(options.decimals ?? 0);
    lines.push({
      costDate: reportDate,
      costItem: item.costItem,
      contractCategory: item.category,
      vendor: options.vendor ?? item.vendor,
      quantity: quantityText,
      unit: item.unit,
      unitPrice: formatMoney(unitPrice),
      amount: formatMoney(multiplyMoney(unitPrice, quantityText)),
      phase: options.phase ?? phase,
      isCarryOver: item.unit === "day" && input.previousRecurring.has(item.costItem),
    });
  };

  // Rig repair time is on zero rate under the usual contract terms.
  const repairMinutes = input.pieces
    .filter(
      (piece) => piece.operation.nptCode === "EQ-RIG" || piece.operation.nptCode === "RIG-REP",
    )
    .reduce((sum, piece) => sum + piece.to - piece.from, 0);
  add("rigDayRate", (MINUTES_PER_DAY - repairMinutes) / MINUTES_PER_DAY, { decimals: 4 });
  add("supervision", 1);
  add("mudLogging", 1);
  add("mudEngineering", 1);
  add("solidsControl", 1);
  if (input.dayRuns.some((run) => run.plan.usesMotor || run.plan.usesRss))
    add("directionalServices", 1);
  if (input.dayRuns.some((run) => run.hasMwd)) add("mwdServices", 1);
  if (input.dayRuns.some((run) => run.hasJar)) add("rentals", 1);
  add("communications", 1);
  add("security", 1);
  add("catering", input.pobTotal);
  add("trucking", input.events.some((piece) => piece.operation.event?.kind === "casing") ? 2 : 1);
  add("water", Math.round(random.uniform(30, 80)));
  add("diesel", round1(random.uniform(8, 14)), { decimals: 1 });

  const mudBuilt = Math.round(
    input.holeVolume * 1.8 + input.lossesDownhole + random.uniform(5, 15),
  );
  add("mudChemicals", mudBuilt);
  if (input.mudType === "OBM" || input.mudType === "SBM") {
    add("baseOil", round1(mudBuilt * random.uniform(0.3, 0.5)), { decimals: 1 });
  }
  add("wasteHandling", round1(input.cuttingsVolume), { decimals: 1 });

  for (const { operation } of input.events) {
    const event = operation.event!;
    const at = { phase: operation.phase };
    if (event.kind === "bitIn") {
      const run = input.runs[event.run - 1]!;
      add("bit", 1, { unitPrice: run.bitCost, vendor: run.plan.model.make, ...at });
    } else if (event.kind === "casing") {
      const section = input.sections[event.section]!;
      const range = CASING_PRICE_PER_METRE[section.template.casingInches] ?? [80, 120];
      const perMetre = moneyFromNumber(Math.round(random.uniform(range[0], range[1])));
      add("casingPipe", round1(section.bottomMd - section.casingTopMd), {
        unitPrice: perMetre,
        decimals: 1,
        ...at,
      });
      add("casingRunning", 1, at);
    } else if (event.kind === "cement") {
      add("cementMaterials", cementTonnes(input.sections[event.section]!), { decimals: 1, ...at });
      add("cementingServices", 1, at);
    } else if (event.kind === "logging") {
      add("wirelineLogging", 1, at);
    }
  }
  if (input.pieces.some((piece) => piece.operation.event?.kind === "wellTest")) {
    add("wellTesting", 1, { phase: "well-test" });
  }
  return lines;
}

/** Class G cement for the annulus plus excess, about 1.3 t per m³ of slurry. */
function cementTonnes(section: SectionPlan): number {
  const annulus =
    (Math.PI / 4) *
    (section.holeSize ** 2 - section.casingSize ** 2) *
    (section.bottomMd - section.casingTopMd);
  const excess =
    section.template.role === "surface" || section.template.role === "conductor" ? 2 : 1.4;
  return round1(annulus * excess * 1.3);
}

export function quantityOf(lines: readonly CostLine[], costItem: string): number {
  return lines
    .filter((line) => line.costItem === costItem)
    .reduce((sum, line) => sum + Number(line.quantity), 0);
}

export function leakOffTest(
  random: Random,
  input: {
    operation: Operation;
    reportDate: string;
    time: string;
    shoe: number;
    stations: readonly SurveyStationPosition[];
    mudDensity: number;
  },
): LotFitTest {
  const event = input.operation.event;
  const testType = event?.kind === "lot" ? event.testType : "FIT";
  const shoeTvd = tvdAt(input.stations, input.shoe);
  const emw = Math.max(input.mudDensity + 180, random.uniform(1500, 1900));
  const surfacePressure = (emw - input.mudDensity) * STANDARD_GRAVITY * shoeTvd;
  // About a quarter barrel a minute: pressure climbs linearly, breaks over at leak-off, then
  // bleeds off once the pump stops.
  const rate = 0.04;
  const pumpRows: LotFitTest["pumpRows"] = [];
  const steps = 10;
  for (let minute = 0; minute <= steps; minute++) {
    const linear = (surfacePressure * minute) / (steps - 2);
    const pressure =
      testType === "LOT" && minute > steps - 2
        ? surfacePressure * (1 - 0.03 * (minute - steps + 2))
        : Math.min(linear, surfacePressure);
    pumpRows.push({
      elapsedTime: minute * 60,
      cumVolume: round2(rate * minute),
      pressure: Math.round(pressure),
      isShutIn: false,
    });
  }
  for (let minute = 1; minute <= 5; minute++) {
    pumpRows.push({
      elapsedTime: (steps + minute) * 60,
      cumVolume: round2(rate * steps),
      pressure: Math.round(surfacePressure * (0.9 - 0.04 * minute)),
      isShutIn: true,
    });
  }
  return {
    testType,
    testDate: input.reportDate,
    testTime: input.time,
    shoeMd: input.shoe,
    shoeTvd,
    mudDensity: input.mudDensity,
    surfacePressure: Math.round(surfacePressure),
    emwResult: equivalentMudWeight(input.mudDensity, Math.round(surfacePressure), shoeTvd) ?? emw,
    pumpRows,
  };
}
