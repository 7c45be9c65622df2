/**
 * The code lists of the drilling-activity and subsurface reports (DOMAIN.md §2b, §3), part of the
 * lookup lists every organisation starts with (lookup-lists.ts).
 */

import { pairs } from "./lookup-seeds";

export const ACTIVITY_LOOKUP_SEEDS = {
  casingStringType: pairs(
    ["conductor", "Conductor", "Konduktor"],
    ["surface", "Surface casing", "Casing permukaan"],
    ["intermediate", "Intermediate casing", "Casing antara"],
    ["production", "Production casing", "Casing produksi"],
    ["liner", "Liner", "Liner"],
    ["tieback", "Tie-back", "Tie-back"],
  ),
  casingThread: pairs(
    ["STC", "STC Short round thread", "STC Ulir bulat pendek"],
    ["LTC", "LTC Long round thread", "LTC Ulir bulat panjang"],
    ["BTC", "BTC Buttress", "BTC Buttress"],
    ["PREMIUM", "Premium connection", "Sambungan premium"],
  ),
  cementJobType: pairs(
    ["primary", "Primary", "Primer"],
    ["liner", "Liner", "Liner"],
    ["plug", "Plug", "Sumbat"],
    ["squeeze", "Squeeze", "Squeeze"],
  ),
  cementFluidType: pairs(
    ["spacer", "Spacer", "Fluida pemisah (spacer)"],
    ["lead", "Lead slurry", "Bubur semen awal (lead)"],
    ["tail", "Tail slurry", "Bubur semen akhir (tail)"],
    ["displacement", "Displacement", "Fluida pendorong"],
  ),
  cementReturns: pairs(
    ["full", "Full returns", "Aliran balik penuh"],
    ["partial", "Partial returns", "Aliran balik sebagian"],
    ["none", "No returns", "Tanpa aliran balik"],
  ),
  tocMethod: pairs(
    ["calc", "Calculated", "Perhitungan"],
    ["CBL", "Cement bond log", "Log ikatan semen"],
    ["temp", "Temperature log", "Log temperatur"],
  ),
  loggingConveyance: pairs(
    ["wireline", "Wireline", "Wireline"],
    ["LWD", "LWD", "LWD"],
    ["pipe", "Pipe-conveyed", "Dengan pipa"],
  ),
  loggingTool: pairs(
    ["GR", "Gamma ray", "Sinar gama"],
    ["RES", "Resistivity", "Resistivitas"],
    ["DEN", "Density", "Densitas"],
    ["NEU", "Neutron", "Neutron"],
    ["SON", "Sonic", "Sonik"],
    ["CAL", "Caliper", "Kaliper"],
    ["CBL", "Cement bond log", "Log ikatan semen"],
    ["TEMP", "Temperature", "Temperatur"],
  ),
  fishingResult: pairs(
    ["recovered", "Recovered", "Terangkat"],
    ["partial", "Partly recovered", "Terangkat sebagian"],
    ["abandoned", "Abandoned", "Ditinggalkan"],
    ["sidetrack", "Sidetracked", "Dibelokkan (sidetrack)"],
  ),
  influxType: pairs(
    ["gas", "Gas", "Gas"],
    ["oil", "Oil", "Minyak"],
    ["water", "Water", "Air"],
    ["mixed", "Mixed", "Campuran"],
  ),
  kickCause: pairs(
    ["drilled", "Drilled (underbalance)", "Saat mengebor (underbalance)"],
    ["swabbed", "Swabbed", "Efek swab"],
    ["fill", "Insufficient fill", "Pengisian lubang kurang"],
    ["losses", "Losses", "Hilang lumpur"],
  ),
  killMethod: pairs(
    ["drillers", "Driller's method", "Metode driller"],
    ["wait-weight", "Wait and weight", "Tunggu dan beratkan"],
    ["concurrent", "Concurrent", "Serentak"],
    ["volumetric", "Volumetric", "Volumetrik"],
    ["bullheading", "Bullheading", "Dorong paksa (bullheading)"],
  ),
  wellTestType: pairs(
    ["DST", "Drill stem test", "Uji kandungan lapisan (DST)"],
    ["production", "Production", "Produksi"],
    ["injection", "Injection", "Injeksi"],
  ),
  testPeriodType: pairs(["flow", "Flow", "Alir"], ["shut-in", "Shut-in", "Tutup sumur"]),
  generalWorkJobType: pairs(
    ["rig-move", "Rig move", "Pindah rig"],
    ["maintenance", "Maintenance", "Perawatan"],
    ["wellhead", "Wellhead", "Kepala sumur"],
    ["workover", "Workover", "Kerja ulang (workover)"],
  ),
  lithology: pairs(
    ["sandstone", "Sandstone", "Batupasir"],
    ["shale", "Shale", "Serpih"],
    ["claystone", "Claystone", "Batulempung"],
    ["limestone", "Limestone", "Batugamping"],
    ["andesite", "Andesite", "Andesit"],
    ["tuff", "Tuff", "Tufa"],
    ["breccia", "Breccia", "Breksi"],
    ["basalt", "Basalt", "Basal"],
  ),
  showType: pairs(
    ["gas", "Gas show", "Indikasi gas"],
    ["oil", "Oil show", "Indikasi minyak"],
    ["fluorescence", "Fluorescence", "Fluoresensi"],
    ["loss", "Loss zone", "Zona hilang sirkulasi"],
  ),
  alterationType: pairs(
    ["argillic", "Argillic", "Argilik"],
    ["propylitic", "Propylitic", "Propilitik"],
    ["phyllic", "Phyllic", "Filik"],
    ["silicic", "Silicic", "Silisik"],
    ["potassic", "Potassic", "Potasik"],
  ),
};
