/**
 * Reading values out of a WITSML element: texts, plain numbers, measures through their `uom`
 * and amounts through their `currency`. A problem is pushed with the element and its line;
 * `-999.25` and empty are missing. Pure.
 */
import { tryParseMoney } from "~/domain/money/decimal";

import { WITSML_CURRENCY } from "./ddr-extras-model";
import { knownUoms, readXmlNumber, toStoredUnit, WITSML_NULL, type MeasureKind } from "./measures";
import type { WitsmlError, WitsmlWarning } from "./problems";
import { childNamed, type XmlElement } from "./xml-tree";

export interface Reading {
  errors: WitsmlError[];
  warnings: WitsmlWarning[];
}

/** A measure element's value in the stored unit; null when missing or wrong (then said). */
export function measureValue(
  child: XmlElement,
  kind: MeasureKind,
  reading: Reading,
): number | null {
  const number = readXmlNumber(child.text);
  if (number.kind === "missing") return null;
  const problem = (code: "invalidNumber" | "missingUom" | "unknownUom", params = {}) => {
    reading.errors.push({ code, element: child.name, line: child.line, params });
    return null;
  };
  if (number.kind === "invalid") return problem("invalidNumber", { text: child.text.slice(0, 40) });
  const uom = child.attributes.uom;
  if (!uom) return problem("missingUom");
  const stored = toStoredUnit(kind, number.value, uom);
  return stored === null
    ? problem("unknownUom", { uom, known: knownUoms(kind).join(", ") })
    : stored;
}

export function measureOf(
  parent: XmlElement | undefined,
  name: string,
  kind: MeasureKind,
  reading: Reading,
): number | null {
  const child = parent && childNamed(parent, name);
  return child ? measureValue(child, kind, reading) : null;
}

export const textOf = (parent: XmlElement | undefined, name: string) =>
  (parent && childNamed(parent, name)?.text) ?? "";

export function plainNumber(parent: XmlElement, name: string): number | null {
  const read = readXmlNumber(textOf(parent, name));
  return read.kind === "value" ? read.value : null;
}

/** An amount of money as its exact decimal text, in US dollars (the only currency kept). */
export function amountOf(parent: XmlElement, name: string, reading: Reading): string | null {
  const child = childNamed(parent, name);
  const text = child?.text.trim() ?? "";
  if (!child || text === "" || Number(text) === WITSML_NULL) return null;
  if (tryParseMoney(text) === null || readXmlNumber(text).kind !== "value") {
    reading.errors.push({
      code: "invalidNumber",
      element: child.name,
      line: child.line,
      params: { text: text.slice(0, 40) },
    });
    return null;
  }
  const currency = child.attributes.currency ?? WITSML_CURRENCY;
  if (currency !== WITSML_CURRENCY) {
    reading.errors.push({
      code: "unknownUom",
      element: child.name,
      line: child.line,
      params: { uom: currency, known: WITSML_CURRENCY },
    });
    return null;
  }
  return text;
}

/** xs:boolean: "true"/"1" and "false"/"0". */
export function booleanOf(parent: XmlElement, name: string): boolean | null {
  const text = textOf(parent, name).trim();
  if (text === "true" || text === "1") return true;
  if (text === "false" || text === "0") return false;
  return null;
}
