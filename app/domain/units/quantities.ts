/**
 * What a number measures. Every stored measurement has exactly one kind, and the kind decides
 * both the stored (SI) unit and the label shown in each unit system (see DOMAIN.md §0).
 */
export const QUANTITY_KINDS = [
  "length", // len, dep: depths, intervals, footage
  "diameter", // hole, bit, casing, pipe OD/ID
  "nozzle", // bit nozzles and cake thickness, in 1/32 in
  "rop", // spd: rate of penetration
  "volume", // mud, bulk, losses
  "fuelVolume", // rig fuel
  "pressure",
  "density",
  "temperature",
  "force", // WOB, hook load
  "torque",
  "flowRate",
  "concentration", // chlorides, calcium
  "percent", // retort solids, oil, water, sand
  "angle", // inclination, azimuth
  "doglegSeverity",
  "duration",
  "money",
  "rotarySpeed",
  "area", // TFA
  "velocity", // jet velocity through the bit nozzles
  "power", // hydraulic horsepower at the bit
  "powerPerArea", // HSI: hydraulic power per area of hole
  "viscosity", // PV
  "gelStrength",
  "yieldPoint",
  "mass",
  "mudFiltrate", // API / HTHP filtrate volume
  "weightPerLength", // casing and pipe nominal weight
  "slurryYield", // cement slurry volume per sack
  "count",
  "number",
] as const;

export type QuantityKind = (typeof QUANTITY_KINDS)[number];

/**
 * The unit each kind is stored in. SI, except where no unit system shows anything else
 * (degrees, rpm, percent, mg/L, USD): storing those as-is avoids a pointless conversion error.
 */
export const STORED_UNIT: Readonly<Record<QuantityKind, string>> = {
  length: "m",
  diameter: "m",
  nozzle: "m",
  rop: "m/s",
  volume: "m³",
  fuelVolume: "m³",
  pressure: "Pa",
  density: "kg/m³",
  temperature: "K",
  force: "N",
  torque: "N·m",
  flowRate: "m³/s",
  concentration: "mg/L",
  percent: "%",
  angle: "deg",
  doglegSeverity: "deg/m",
  duration: "s",
  money: "USD",
  rotarySpeed: "rpm",
  area: "m²",
  velocity: "m/s",
  power: "W",
  powerPerArea: "W/m²",
  viscosity: "Pa·s",
  gelStrength: "Pa",
  yieldPoint: "Pa",
  mass: "kg",
  mudFiltrate: "m³",
  weightPerLength: "kg/m",
  slurryYield: "m³/sk",
  count: "",
  number: "",
};
