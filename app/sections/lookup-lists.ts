/**
 * The lookup lists ("combos" in the product spec) that report fields pick from, with the standard
 * values each organisation starts with (DOMAIN.md §2–§3). An administrator edits them per
 * organisation; stored rows keep the code, so renaming a label never changes saved reports.
 */

import type { Language } from "~/domain/units/systems";

import { ACTIVITY_LOOKUP_SEEDS } from "./activity-lookups";
import { BIT_GRADING_LOOKUP_SEEDS } from "./bit-grading-lookups";
import { optionLabel, type LookupOption, type LookupOptions } from "./lookup-labels";
import { type LookupSeed, pairs, same } from "./lookup-seeds";

// What the browser needs of the lists (labels, types) is in lookup-labels.ts, apart from the
// standard values, which only the server seeds from.
export { codeLabel, optionLabel, type LookupOption, type LookupOptions } from "./lookup-labels";
export type { LookupSeed } from "./lookup-seeds";

export const LOOKUP_SEEDS = {
  wellbore: pairs(
    ["OH", "Original hole", "Lubang asli"],
    ["ST1", "Sidetrack 1", "Lubang cabang 1"],
    ["ST2", "Sidetrack 2", "Lubang cabang 2"],
  ),
  // The planner's phase codes (app/domain/cost/phases.ts), so cost lines and AFE lines agree.
  phase: pairs(
    ["mobilisation", "Mobilisation / rig move", "Mobilisasi / pindah rig"],
    ["pre-spud", "Pre-spud", "Pra-tajak"],
    ["conductor", "Conductor", "Konduktor"],
    ["surface", "Surface", "Permukaan"],
    ["intermediate-1", "Intermediate 1", "Antara 1"],
    ["intermediate-2", "Intermediate 2", "Antara 2"],
    ["intermediate-3", "Intermediate 3", "Antara 3"],
    ["production", "Production / reservoir", "Produksi / reservoir"],
    ["completion", "Completion", "Komplesi"],
    ["well-test", "Well test", "Uji sumur"],
    ["p-and-a", "P&A / suspension", "P&A / penangguhan"],
    ["demobilisation", "Demobilisation", "Demobilisasi"],
  ),
  iadcCode: pairs(
    ["1", "1 Rig up / tear down", "1 Pasang / bongkar rig"],
    ["2", "2 Drill actual", "2 Pengeboran aktual"],
    ["3", "3 Reaming", "3 Pelebaran lubang (reaming)"],
    ["4", "4 Coring", "4 Pengintian (coring)"],
    ["5", "5 Condition mud & circulate", "5 Pengkondisian lumpur & sirkulasi"],
    ["6", "6 Trips", "6 Trip (cabut / masuk rangkaian)"],
    ["7", "7 Lubricate rig", "7 Pelumasan rig"],
    ["8", "8 Repair rig", "8 Perbaikan rig"],
    ["9", "9 Cut off drilling line", "9 Potong tali bor"],
    ["10", "10 Deviation survey", "10 Survei deviasi"],
    ["11", "11 Wireline logs", "11 Logging wireline"],
    ["12", "12 Run casing & cement", "12 Pemasangan casing & penyemenan"],
    ["13", "13 Wait on cement", "13 Menunggu semen"],
    ["14", "14 Nipple up BOP", "14 Pemasangan BOP"],
    ["15", "15 Test BOP", "15 Uji BOP"],
    ["16", "16 Drill stem test", "16 Uji kandungan lapisan (DST)"],
    ["17", "17 Plug back", "17 Sumbat balik (plug back)"],
    ["18", "18 Squeeze cement", "18 Penyemenan squeeze"],
    ["19", "19 Fishing", "19 Pemancingan (fishing)"],
    ["20", "20 Directional work", "20 Pekerjaan pengeboran berarah"],
    ["21", "21 Run/retrieve riser equipment", "21 Pasang / cabut peralatan riser"],
    ["22", "22 Surface testing", "22 Pengujian permukaan"],
    ["23", "23 Other", "23 Lain-lain"],
  ),
  // Operator-defined (DOMAIN.md §3); a small common set to start from.
  iadcSubCode: pairs(
    ["ROT", "Rotary drilling", "Pengeboran putar"],
    ["SLD", "Slide drilling", "Pengeboran geser (slide)"],
    ["RIH", "Run in hole", "Masuk lubang"],
    ["POOH", "Pull out of hole", "Cabut dari lubang"],
    ["WASH", "Wash and ream", "Cuci dan pelebaran lubang"],
    ["CIRC", "Circulate bottoms up", "Sirkulasi bottoms up"],
    ["FLOW", "Flow check", "Cek aliran"],
    ["MU", "Make up / lay down BHA", "Sambung / lepas BHA"],
    ["SURV", "Take survey", "Ambil survei"],
  ),
  activityCategory: pairs(
    ["planned", "Planned (P)", "Terencana (P)"],
    ["unplanned", "Unplanned (U)", "Tak terencana (U)"],
    ["downtime", "Downtime (NPT)", "Waktu henti (NPT)"],
  ),
  nptCode: pairs(
    ["EQ-RIG", "Rig equipment failure", "Kerusakan peralatan rig"],
    ["EQ-DH", "Downhole equipment failure", "Kerusakan peralatan bawah lubang"],
    ["RIG-REP", "Rig repair", "Perbaikan rig"],
    ["WOW", "Waiting on weather", "Menunggu cuaca"],
    ["WOO", "Waiting on orders", "Menunggu perintah"],
    ["WOE", "Waiting on equipment/services", "Menunggu peralatan/jasa"],
    ["STUCK", "Stuck pipe", "Pipa terjepit"],
    ["FISH", "Fishing", "Pemancingan (fishing)"],
    ["LOSS", "Lost circulation", "Hilang sirkulasi"],
    ["WC", "Well control", "Kontrol sumur"],
    ["WBI", "Wellbore instability", "Ketidakstabilan lubang sumur"],
    ["CSG/CMT", "Casing or cement problem", "Masalah casing atau semen"],
    ["DIR", "Directional problem", "Masalah pengeboran berarah"],
    ["HSE", "HSE incident", "Insiden K3L"],
  ),
  sectionType: pairs(
    ["conductor", "Conductor", "Konduktor"],
    ["surface", "Surface", "Permukaan"],
    ["intermediate", "Intermediate", "Antara"],
    ["production", "Production", "Produksi"],
    ["liner", "Liner", "Liner"],
    ["open-hole", "Open hole", "Lubang terbuka"],
  ),
  drillMode: pairs(
    ["ROT", "Rotary", "Putar"],
    ["SLIDE", "Slide", "Geser (slide)"],
    ["RSS", "Rotary steerable", "Putar terarah (RSS)"],
  ),
  // Diameters are in inches in every unit system, so the codes are the inch values.
  holeSize: pairs(
    ["36", "36 in", "36 inci"],
    ["26", "26 in", "26 inci"],
    ["17.5", "17½ in", "17½ inci"],
    ["16", "16 in", "16 inci"],
    ["14.75", "14¾ in", "14¾ inci"],
    ["12.25", "12¼ in", "12¼ inci"],
    ["10.625", "10⅝ in", "10⅝ inci"],
    ["8.5", "8½ in", "8½ inci"],
    ["6", "6 in", "6 inci"],
  ),
  casingSize: pairs(
    ["30", "30 in", "30 inci"],
    ["20", "20 in", "20 inci"],
    ["13.375", "13⅜ in", "13⅜ inci"],
    ["11.75", "11¾ in", "11¾ inci"],
    ["9.625", "9⅝ in", "9⅝ inci"],
    ["7.625", "7⅝ in", "7⅝ inci"],
    ["7", "7 in", "7 inci"],
    ["4.5", "4½ in", "4½ inci"],
  ),
  casingGrade: same("H40", "J55", "K55", "N80", "L80", "C90", "C95", "T95", "P110", "Q125"),
  ...BIT_GRADING_LOOKUP_SEEDS,
  stationType: pairs(
    ["MWD", "MWD", "MWD"],
    ["gyro", "Gyro", "Giro"],
    ["MSS", "Magnetic single shot", "Single shot magnetik"],
    ["MMS", "Magnetic multi shot", "Multi shot magnetik"],
    ["INC", "Inclination only", "Inklinasi saja"],
  ),
  northReference: pairs(
    ["TRUE", "True north", "Utara sejati"],
    ["GRID", "Grid north", "Utara grid"],
  ),
  unitSize: pairs(
    ["t", "t (metric ton)", "t (ton metrik)"],
    ["sx", "sx (sack)", "sx (sak)"],
    ["m³", "m³", "m³"],
    ["bbl", "bbl", "bbl"],
    ["L", "L (litre)", "L (liter)"],
  ),
  stageType: pairs(
    ["SINGLE", "Single stage", "Satu tahap"],
    ["FIRST", "First stage", "Tahap pertama"],
    ["SECOND", "Second stage", "Tahap kedua"],
  ),
  kickClass: pairs(
    ["1", "Class 1 (minor)", "Kelas 1 (ringan)"],
    ["2", "Class 2 (moderate)", "Kelas 2 (sedang)"],
    ["3", "Class 3 (severe)", "Kelas 3 (berat)"],
  ),
  mudType: pairs(
    ["Spud", "Spud mud", "Lumpur tajak"],
    ["WBM", "Water-based mud", "Lumpur berbasis air"],
    ["KCl-polymer", "KCl-polymer", "KCl-polimer"],
    ["OBM", "Oil-based mud", "Lumpur berbasis minyak"],
    ["SBM", "Synthetic-based mud", "Lumpur berbasis sintetis"],
    ["Brine", "Brine", "Air garam (brine)"],
  ),
  bulkMaterial: pairs(
    ["BARITE", "Barite", "Barit"],
    ["BENTONITE", "Bentonite", "Bentonit"],
    ["CEMENT-G", "Cement class G", "Semen kelas G"],
    ["DIESEL", "Diesel", "Solar"],
    ["DRILLWATER", "Drill water", "Air pengeboran"],
    ["POTWATER", "Potable water", "Air minum"],
  ),
  personnelRole: pairs(
    ["RIG", "Rig crew", "Kru rig"],
    ["COMPANY", "Company representative", "Perwakilan perusahaan"],
    ["MUD", "Mud engineering", "Teknik lumpur"],
    ["MWD", "MWD / LWD", "MWD / LWD"],
    ["DD", "Directional drilling", "Pengeboran berarah"],
    ["CEMENT", "Cementing", "Penyemenan"],
    ["LOG", "Mud logging", "Mud logging"],
    ["CASING", "Casing running", "Pemasangan casing"],
    ["CATERING", "Catering", "Katering"],
    ["SECURITY", "Security", "Keamanan"],
    ["OTHER", "Other services", "Jasa lainnya"],
  ),
  lotTestType: pairs(
    ["LOT", "Leak-off test", "Uji leak-off"],
    ["FIT", "Formation integrity test", "Uji integritas formasi"],
    ["XLOT", "Extended leak-off test", "Uji leak-off diperpanjang"],
  ),
  environmentalEvent: pairs(
    ["discharge", "Discharge", "Pelepasan"],
    ["recovery", "Recovery", "Pemulihan"],
    ["disposal", "Disposal", "Pembuangan"],
    ["spill", "Spill", "Tumpahan"],
    ["cuttings", "Cuttings", "Serbuk bor"],
  ),
  environmentalMaterial: pairs(
    ["MUD", "Mud", "Lumpur"],
    ["CUTTINGS", "Cuttings", "Serbuk bor"],
    ["WATER", "Water", "Air"],
    ["DIESEL", "Diesel", "Solar"],
    ["OIL", "Oil", "Minyak"],
    ["CHEMICAL", "Chemical", "Bahan kimia"],
  ),
  disposalMethod: pairs(
    ["HAUL-OFF", "Haul-off", "Angkut keluar lokasi"],
    ["CRI", "Cuttings re-injection", "Injeksi ulang serbuk bor"],
    ["LANDFARM", "Land farm", "Pengolahan di lahan (land farm)"],
    ["THERMAL", "Thermal treatment", "Pengolahan termal"],
    ["RECYCLE", "Recycle", "Daur ulang"],
  ),
  drillType: pairs(
    ["FIRE", "Fire", "Kebakaran"],
    ["H2S", "H2S", "H2S"],
    ["KICK", "Kick / pit drill", "Kick / latihan tangki"],
    ["TRIP", "Trip drill", "Latihan trip"],
    ["EVAC", "Evacuation", "Evakuasi"],
  ),
  incidentType: pairs(
    ["LTI", "Lost-time injury", "Cedera dengan hilang waktu kerja"],
    ["RECORDABLE", "Recordable", "Wajib dicatat"],
    ["FIRSTAID", "First aid", "Pertolongan pertama"],
    ["NEARMISS", "Near miss", "Nyaris celaka"],
    ["PROPERTY", "Property damage", "Kerusakan properti"],
    ["ENVIRONMENTAL", "Environmental", "Lingkungan"],
    ["WELLCONTROL", "Well control", "Kontrol sumur"],
  ),
  severity: pairs(
    ["LOW", "Low", "Rendah"],
    ["MEDIUM", "Medium", "Sedang"],
    ["HIGH", "High", "Tinggi"],
    ["CRITICAL", "Critical", "Kritis"],
  ),
  bhaItem: pairs(
    ["BIT", "Bit", "Mata bor"],
    ["MOTOR", "Mud motor", "Motor lumpur"],
    ["RSS", "Rotary steerable", "Putar terarah (RSS)"],
    ["MWD", "MWD", "MWD"],
    ["LWD", "LWD", "LWD"],
    ["STAB", "Stabilizer", "Stabiliser"],
    ["DC", "Drill collar", "Pemberat bor (drill collar)"],
    ["HWDP", "Heavy-weight drill pipe", "Pipa bor berat (HWDP)"],
    ["JAR", "Jar", "Jar"],
    ["XO", "Crossover", "Sambungan peralih (crossover)"],
    ["FLOAT", "Float sub", "Float sub"],
  ),
  ...ACTIVITY_LOOKUP_SEEDS,
} as const satisfies Record<string, readonly LookupSeed[]>;

export type LookupListName = keyof typeof LOOKUP_SEEDS;

export const LOOKUP_LIST_NAMES = Object.keys(LOOKUP_SEEDS) as LookupListName[];

export function isLookupListName(value: unknown): value is LookupListName {
  return typeof value === "string" && value in LOOKUP_SEEDS;
}

/**
 * Every list with each choice's label already in `language`, for output made on the server for
 * one reader (spreadsheets, exports), so what writes it needs no language of its own.
 */
export function lookupsIn(lookups: LookupOptions, language: Language): LookupOptions {
  const result: LookupOptions = {};
  for (const [name, options] of Object.entries(lookups) as [
    keyof LookupOptions,
    LookupOption[],
  ][]) {
    result[name] = options.map((option) => ({
      code: option.code,
      label: optionLabel(option, language),
    }));
  }
  return result;
}
