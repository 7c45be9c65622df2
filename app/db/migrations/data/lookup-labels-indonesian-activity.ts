// Frozen with the migration that reads it (2026-11-27T06-00-lookup-labels-per-language):
// the Indonesian labels of the standard activity report lists as they stood when it ran. Never
// import app code here.

export const ACTIVITY_REPORT_LISTS: Record<string, [code: string, label: string][]> = {
  casingStringType: [
    ["conductor", "Konduktor"],
    ["surface", "Casing permukaan"],
    ["intermediate", "Casing antara"],
    ["production", "Casing produksi"],
  ],
  casingThread: [
    ["STC", "STC Ulir bulat pendek"],
    ["LTC", "LTC Ulir bulat panjang"],
    ["PREMIUM", "Sambungan premium"],
  ],
  cementJobType: [
    ["primary", "Primer"],
    ["plug", "Sumbat"],
  ],
  cementFluidType: [
    ["spacer", "Fluida pemisah (spacer)"],
    ["lead", "Bubur semen awal (lead)"],
    ["tail", "Bubur semen akhir (tail)"],
    ["displacement", "Fluida pendorong"],
  ],
  cementReturns: [
    ["full", "Aliran balik penuh"],
    ["partial", "Aliran balik sebagian"],
    ["none", "Tanpa aliran balik"],
  ],
  tocMethod: [
    ["calc", "Perhitungan"],
    ["CBL", "Log ikatan semen"],
    ["temp", "Log temperatur"],
  ],
  loggingConveyance: [["pipe", "Dengan pipa"]],
  loggingTool: [
    ["GR", "Sinar gama"],
    ["RES", "Resistivitas"],
    ["DEN", "Densitas"],
    ["SON", "Sonik"],
    ["CAL", "Kaliper"],
    ["CBL", "Log ikatan semen"],
    ["TEMP", "Temperatur"],
  ],
  fishingResult: [
    ["recovered", "Terangkat"],
    ["partial", "Terangkat sebagian"],
    ["abandoned", "Ditinggalkan"],
    ["sidetrack", "Dibelokkan (sidetrack)"],
  ],
  influxType: [
    ["oil", "Minyak"],
    ["water", "Air"],
    ["mixed", "Campuran"],
  ],
  kickCause: [
    ["drilled", "Saat mengebor (underbalance)"],
    ["swabbed", "Efek swab"],
    ["fill", "Pengisian lubang kurang"],
    ["losses", "Hilang lumpur"],
  ],
  killMethod: [
    ["drillers", "Metode driller"],
    ["wait-weight", "Tunggu dan beratkan"],
    ["concurrent", "Serentak"],
    ["volumetric", "Volumetrik"],
    ["bullheading", "Dorong paksa (bullheading)"],
  ],
  wellTestType: [
    ["DST", "Uji kandungan lapisan (DST)"],
    ["production", "Produksi"],
    ["injection", "Injeksi"],
  ],
  testPeriodType: [
    ["flow", "Alir"],
    ["shut-in", "Tutup sumur"],
  ],
  generalWorkJobType: [
    ["rig-move", "Pindah rig"],
    ["maintenance", "Perawatan"],
    ["wellhead", "Kepala sumur"],
    ["workover", "Kerja ulang (workover)"],
  ],
  lithology: [
    ["sandstone", "Batupasir"],
    ["shale", "Serpih"],
    ["claystone", "Batulempung"],
    ["limestone", "Batugamping"],
    ["andesite", "Andesit"],
    ["tuff", "Tufa"],
    ["breccia", "Breksi"],
    ["basalt", "Basal"],
  ],
  showType: [
    ["gas", "Indikasi gas"],
    ["oil", "Indikasi minyak"],
    ["fluorescence", "Fluoresensi"],
    ["loss", "Zona hilang sirkulasi"],
  ],
  alterationType: [
    ["argillic", "Argilik"],
    ["propylitic", "Propilitik"],
    ["phyllic", "Filik"],
    ["silicic", "Silisik"],
    ["potassic", "Potasik"],
  ],
};
