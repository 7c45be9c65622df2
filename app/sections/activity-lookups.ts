/**
 * The code lists of the drilling-activity and subsurface reports (DOMAIN.md §2b, §3), part of the
 * lookup lists every organisation starts with (lookup-lists.ts).
 */
const pairs = (...entries: [string, string][]) => entries.map(([code, label]) => ({ code, label }));

export const ACTIVITY_LOOKUP_SEEDS = {
  casingStringType: pairs(
    ["conductor", "Conductor"],
    ["surface", "Surface casing"],
    ["intermediate", "Intermediate casing"],
    ["production", "Production casing"],
    ["liner", "Liner"],
    ["tieback", "Tie-back"],
  ),
  casingThread: pairs(
    ["STC", "STC Short round thread"],
    ["LTC", "LTC Long round thread"],
    ["BTC", "BTC Buttress"],
    ["PREMIUM", "Premium connection"],
  ),
  cementJobType: pairs(
    ["primary", "Primary"],
    ["liner", "Liner"],
    ["plug", "Plug"],
    ["squeeze", "Squeeze"],
  ),
  cementFluidType: pairs(
    ["spacer", "Spacer"],
    ["lead", "Lead slurry"],
    ["tail", "Tail slurry"],
    ["displacement", "Displacement"],
  ),
  cementReturns: pairs(
    ["full", "Full returns"],
    ["partial", "Partial returns"],
    ["none", "No returns"],
  ),
  tocMethod: pairs(["calc", "Calculated"], ["CBL", "Cement bond log"], ["temp", "Temperature log"]),
  loggingConveyance: pairs(["wireline", "Wireline"], ["LWD", "LWD"], ["pipe", "Pipe-conveyed"]),
  loggingTool: pairs(
    ["GR", "Gamma ray"],
    ["RES", "Resistivity"],
    ["DEN", "Density"],
    ["NEU", "Neutron"],
    ["SON", "Sonic"],
    ["CAL", "Caliper"],
    ["CBL", "Cement bond log"],
    ["TEMP", "Temperature"],
  ),
  fishingResult: pairs(
    ["recovered", "Recovered"],
    ["partial", "Partly recovered"],
    ["abandoned", "Abandoned"],
    ["sidetrack", "Sidetracked"],
  ),
  influxType: pairs(["gas", "Gas"], ["oil", "Oil"], ["water", "Water"], ["mixed", "Mixed"]),
  kickCause: pairs(
    ["drilled", "Drilled (underbalance)"],
    ["swabbed", "Swabbed"],
    ["fill", "Insufficient fill"],
    ["losses", "Losses"],
  ),
  killMethod: pairs(
    ["drillers", "Driller's method"],
    ["wait-weight", "Wait and weight"],
    ["concurrent", "Concurrent"],
    ["volumetric", "Volumetric"],
    ["bullheading", "Bullheading"],
  ),
  wellTestType: pairs(
    ["DST", "Drill stem test"],
    ["production", "Production"],
    ["injection", "Injection"],
  ),
  testPeriodType: pairs(["flow", "Flow"], ["shut-in", "Shut-in"]),
  generalWorkJobType: pairs(
    ["rig-move", "Rig move"],
    ["maintenance", "Maintenance"],
    ["wellhead", "Wellhead"],
    ["workover", "Workover"],
  ),
  lithology: pairs(
    ["sandstone", "Sandstone"],
    ["shale", "Shale"],
    ["claystone", "Claystone"],
    ["limestone", "Limestone"],
    ["andesite", "Andesite"],
    ["tuff", "Tuff"],
    ["breccia", "Breccia"],
    ["basalt", "Basalt"],
  ),
  showType: pairs(
    ["gas", "Gas show"],
    ["oil", "Oil show"],
    ["fluorescence", "Fluorescence"],
    ["loss", "Loss zone"],
  ),
  alterationType: pairs(
    ["argillic", "Argillic"],
    ["propylitic", "Propylitic"],
    ["phyllic", "Phyllic"],
    ["silicic", "Silicic"],
    ["potassic", "Potassic"],
  ),
};
