/**
 * The day's BHA as a WITSML tubular: 1.4.1.1 `tubulars/tubular` and 2.0 `Tubular`, one
 * component per BHA item from the bit up, with its outside and inside diameter, length, weight
 * per length and serial number (`nameTag`). Written and read here; pure.
 */
import { KILOGRAMS_PER_POUND, METRES_PER_FOOT } from "~/domain/units/units";
import type { StoredSectionValue } from "~/sections/vocabulary";

import { bitRecord141, bitsOfTubulars } from "./bit-record-141";
import type { DrillReportBit } from "./ddr-extras-model";
import { EXPORT_UOM, readXmlNumber, writeXmlNumber } from "./measures";
import { EML_21_NAMESPACE, WITSML_141_NAMESPACE, WITSML_20_NAMESPACE } from "./problems";
import { measureOf, textOf, type Reading } from "./read-values";
import { childNamed, childrenNamed, readXmlTree, type XmlElement } from "./xml-tree";
import { element, xmlDocument, type XmlNode } from "./xml-write";

export interface BhaComponent {
  item: string;
  /** m */
  od: number | null;
  id: number | null;
  length: number | null;
  /** kg */
  weight: number | null;
  serialNo: string;
}

export interface BhaTubular {
  bhaNo: number | null;
  purpose: string;
  components: BhaComponent[];
  /** The day's bit records (1.4.1.1 only: 2.0 keeps them in the DrillReport). */
  bits?: DrillReportBit[];
  /** The report day the bits belong to, written beside each bit record (1.4.1.1). */
  reportDate?: string;
}

/** Drillbook's BHA items and WITSML's tubular component types (typeTubularComp). */
const COMPONENT_TYPES: Record<string, string> = {
  BIT: "bit",
  MOTOR: "motor",
  RSS: "rotary steering tool",
  MWD: "MWD tool",
  LWD: "LWD tool",
  STAB: "stabilizer",
  DC: "drill collar",
  HWDP: "heavy weight drill pipe",
  JAR: "jar",
  XO: "crossover",
  FLOAT: "float sub",
};
const ITEMS_BY_TYPE = new Map(Object.entries(COMPONENT_TYPES).map(([item, type]) => [type, item]));

const WEIGHT_PER_LENGTH: Record<string, number> = {
  "kg/m": 1,
  "lbm/ft": KILOGRAMS_PER_POUND / METRES_PER_FOOT,
};

const num = (value: unknown): number | null => (typeof value === "number" ? value : null);
const str = (value: unknown): string => (typeof value === "string" ? value : "");

export function bhaFromSections(
  sections: Record<string, StoredSectionValue | undefined>,
): BhaTubular | null {
  const rows = sections.bhaComponents?.components;
  if (!Array.isArray(rows) || rows.length === 0) return null;
  return {
    bhaNo: num(sections.bha?.bhaNo),
    purpose: str(sections.bha?.purpose),
    components: rows.map((row) => ({
      item: str(row.item),
      od: num(row.od),
      id: num(row.id),
      length: num(row.length),
      weight: num(row.weight),
      serialNo: str(row.serialNo),
    })),
  };
}

export interface TubularIdentity {
  wellUid: string;
  wellName: string;
  wellboreUid: string;
  wellboreName: string;
  tubularUid: string;
  createdAt: string;
}

// Lengths are stored in metres, the unit written.
const length = (name: string, value: number | null): XmlNode | null =>
  value === null ? null : element(name, { uom: EXPORT_UOM.length }, writeXmlNumber(value));

function componentNodes(
  component: BhaComponent,
  index: number,
  v20: boolean,
  bitRecord: XmlNode | null = null,
): XmlNode {
  const n = (name: string) => (v20 ? name[0]!.toUpperCase() + name.slice(1) : name);
  const perLength =
    component.weight !== null && component.length !== null && component.length > 0
      ? component.weight / component.length
      : null;
  return element(n("tubularComponent"), { uid: `comp-${index + 1}` }, [
    element(
      v20 ? "TypeTubularComponent" : "typeTubularComp",
      {},
      COMPONENT_TYPES[component.item] ?? component.item,
    ),
    element(n("sequence"), {}, String(index + 1)),
    length(n("id"), component.id),
    length(n("od"), component.od),
    length(n("len"), component.length),
    perLength === null ? null : element(n("wtPerLen"), { uom: "kg/m" }, writeXmlNumber(perLength)),
    component.serialNo
      ? element(n("nameTag"), { uid: `tag-${index + 1}` }, [
          element(n("name"), {}, component.serialNo),
          element(n("numberingScheme"), {}, "serial number"),
        ])
      : null,
    bitRecord,
  ]);
}

/**
 * Which of the day's bits each BIT component carries: the bit of its serial number, else the
 * day's last bit not yet placed (the one in the hole); the bits left over were pulled that day.
 */
function placeBits(bha: BhaTubular) {
  const bits = (bha.bits ?? []).map((bit, index) => ({ bit, order: index + 1 }));
  const placed = new Map<number, (typeof bits)[number]>();
  const left = [...bits];
  bha.components.forEach((component, index) => {
    if (component.item !== "BIT" || left.length === 0) return;
    const same = left.findIndex(
      (entry) => component.serialNo !== "" && entry.bit.serialNo === component.serialNo,
    );
    const [entry] = left.splice(same >= 0 ? same : left.length - 1, 1);
    placed.set(index, entry!);
  });
  return { placed, left };
}

const title = (bha: BhaTubular) => `BHA ${bha.bhaNo ?? ""}`.trim();

/**
 * The BHA as a 1.4.1.1 tubular, its bit component with the bit's `bitRecord`; a bit pulled that
 * day travels as a tubular of its own (one bit component), as 1.4.1.1 keeps a bit run. A day
 * without BHA components but with bits gives only the bits' tubulars.
 */
export function tubular141(identity: TubularIdentity, bha: BhaTubular): string {
  const { placed, left } = placeBits(bha);
  const tubular = (uid: string, name: string, description: string, parts: XmlNode[]) =>
    element("tubular", { uidWell: identity.wellUid, uidWellbore: identity.wellboreUid, uid }, [
      element("nameWell", {}, identity.wellName),
      element("nameWellbore", {}, identity.wellboreName),
      element("name", {}, name),
      element("typeTubularAssy", {}, "drilling"),
      description ? element("description", {}, description) : null,
      ...parts,
      element("commonData", {}, [element("dTimCreation", {}, identity.createdAt)]),
    ]);
  const record = (entry: { bit: DrillReportBit; order: number } | undefined) =>
    entry ? bitRecord141(entry.bit, entry.order, bha.reportDate) : null;
  return xmlDocument(
    element("tubulars", { xmlns: WITSML_141_NAMESPACE, version: "1.4.1.1" }, [
      bha.components.length === 0
        ? null
        : tubular(
            identity.tubularUid,
            title(bha),
            bha.purpose,
            bha.components.map((component, index) =>
              componentNodes(component, index, false, record(placed.get(index))),
            ),
          ),
      ...left.map((entry) =>
        tubular(`${identity.tubularUid}-bit-${entry.order}`, `Bit ${entry.bit.bitNo}`, "", [
          componentNodes(
            { item: "BIT", od: entry.bit.size, id: null, length: null, weight: null, serialNo: "" },
            0,
            false,
            record(entry),
          ),
        ]),
      ),
    ]),
  );
}

export function tubular20(identity: TubularIdentity, bha: BhaTubular): string {
  return xmlDocument(
    element(
      "Tubular",
      {
        xmlns: WITSML_20_NAMESPACE,
        "xmlns:eml": EML_21_NAMESPACE,
        uuid: identity.tubularUid,
        schemaVersion: "2.0",
      },
      [
        element("eml:Citation", {}, [
          element("eml:Title", {}, `${identity.wellName} ${title(bha)}`),
          element("eml:Originator", {}, "Drillbook"),
          element("eml:Creation", {}, identity.createdAt),
          element("eml:Format", {}, "Drillbook"),
          bha.purpose ? element("eml:Description", {}, bha.purpose) : null,
        ]),
        element("TypeTubularAssy", {}, "drilling"),
        ...bha.components.map((component, index) => componentNodes(component, index, true)),
        element("Wellbore", {}, [
          element("eml:ContentType", {}, "application/x-witsml+xml;version=2.0;type=Wellbore"),
          element("eml:Title", {}, identity.wellboreName),
          element("eml:Uuid", {}, identity.wellboreUid),
        ]),
      ],
    ),
  );
}

export type TubularReadResult =
  { ok: true; bha: BhaTubular } | { ok: false; errors: Reading["errors"] };

function readComponent(element: XmlElement, reading: Reading): BhaComponent {
  const type = textOf(element, "typeTubularComp") || textOf(element, "TypeTubularComponent");
  const perLength = childNamed(element, "wtPerLen");
  const lengthValue = measureOf(element, "len", "length", reading);
  let weight: number | null = null;
  if (perLength) {
    const value = readXmlNumber(perLength.text);
    const factor = WEIGHT_PER_LENGTH[perLength.attributes.uom ?? ""];
    if (value.kind === "value" && factor === undefined) {
      reading.errors.push({
        code: "unknownUom",
        element: perLength.name,
        line: perLength.line,
        params: {
          uom: perLength.attributes.uom ?? "—",
          known: Object.keys(WEIGHT_PER_LENGTH).join(", "),
        },
      });
    } else if (value.kind === "value" && lengthValue !== null) {
      weight = value.value * factor! * lengthValue;
    }
  }
  return {
    item: ITEMS_BY_TYPE.get(type) ?? type,
    od: measureOf(element, "od", "length", reading),
    id: measureOf(element, "id", "length", reading),
    length: lengthValue,
    weight,
    serialNo: textOf(childNamed(element, "nameTag"), "name"),
  };
}

/** A tubular document back into the BHA it describes (1.4.1.1 or 2.0). */
export function readTubular(text: string): TubularReadResult {
  const tree = readXmlTree(text);
  if (!tree.ok) {
    return {
      ok: false,
      errors: [{ code: "notXml", element: "", line: tree.line, params: { reason: tree.reason } }],
    };
  }
  const object = tree.root.name === "tubulars" ? childrenNamed(tree.root, "tubular")[0] : tree.root;
  if (!object || (object.name !== "tubular" && object.name !== "Tubular")) {
    return {
      ok: false,
      errors: [{ code: "notWitsml", element: tree.root.name, line: tree.root.line }],
    };
  }
  const reading: Reading = { errors: [], warnings: [] };
  const name =
    object.name === "Tubular"
      ? textOf(childNamed(object, "Citation"), "Title")
      : textOf(object, "name");
  const digits = name.split(" ").at(-1) ?? "";
  const bhaNo = readXmlNumber(digits);
  const purpose =
    object.name === "Tubular"
      ? textOf(childNamed(object, "Citation"), "Description")
      : textOf(object, "description");
  const components = childrenNamed(object, "tubularComponent").map((component) =>
    readComponent(component, reading),
  );
  const records = bitsOfTubulars(tree.root, reading);
  if (reading.errors.length > 0) return { ok: false, errors: reading.errors };
  return {
    ok: true,
    bha: {
      bhaNo: bhaNo.kind === "value" ? bhaNo.value : null,
      purpose,
      components,
      ...(records.length > 0 ? { bits: records.map((r) => r.bit) } : {}),
    },
  };
}
