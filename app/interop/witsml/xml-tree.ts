/**
 * A WITSML document read into a small element tree by a streaming, namespace-aware parser
 * (saxes). Every element keeps where it starts in the file, so any problem can name the element
 * and its line. No DTD is expanded and no entity outside XML's five is accepted.
 */
import { SaxesParser, type SaxesTagNS } from "saxes";

export interface XmlElement {
  /** Local name without a prefix, e.g. "trajectoryStation". */
  name: string;
  /** Namespace URI ("" when none). */
  uri: string;
  /** Attributes without a namespace, by local name (uom, uid, version …). */
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, trimmed. */
  text: string;
  /** Where the start tag ends: line (1-based) and column (1-based). */
  line: number;
  column: number;
}

export type XmlReadResult =
  { ok: true; root: XmlElement } | { ok: false; line: number; column: number; reason: string };

/** Deeper nesting than any WITSML object needs: a file built to exhaust memory. */
const MAX_DEPTH = 64;

export function readXmlTree(text: string): XmlReadResult {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  const texts: string[][] = [];
  let root: XmlElement | null = null;
  let failure: { line: number; column: number; reason: string } | null = null;

  const fail = (reason: string) => {
    if (!failure) failure = { line: parser.line, column: parser.column + 1, reason };
  };
  parser.on("error", (error) => {
    // saxes prefixes "line:column: "; the position is kept apart.
    const separator = error.message.indexOf(": ");
    fail(separator >= 0 ? error.message.slice(separator + 2) : error.message);
    throw error;
  });
  parser.on("doctype", () => {
    fail("document type declarations are not accepted");
    throw new Error("doctype");
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    if (stack.length >= MAX_DEPTH) {
      fail(`elements nested deeper than ${MAX_DEPTH}`);
      throw new Error("depth");
    }
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.uri === "" && attribute.prefix === "")
        attributes[attribute.local] = attribute.value;
    }
    const element: XmlElement = {
      name: tag.local,
      uri: tag.uri,
      attributes,
      children: [],
      text: "",
      line: parser.line,
      column: parser.column + 1,
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
    texts.push([]);
  });
  const addText = (value: string) => texts.at(-1)?.push(value);
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", () => {
    const element = stack.pop();
    const parts = texts.pop();
    if (element && parts) element.text = parts.join("").trim();
  });

  try {
    parser.write(text).close();
  } catch {
    // The handlers recorded what went wrong and where.
  }
  if (failure)
    return { ok: false, ...(failure as { line: number; column: number; reason: string }) };
  if (!root) return { ok: false, line: 1, column: 1, reason: "no root element" };
  return { ok: true, root };
}

/** The direct children with a local name, compared without case (1.4 `md`, 2.0 `Md`). */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  const wanted = name.toLowerCase();
  return element.children.filter((child) => child.name.toLowerCase() === wanted);
}

export function childNamed(element: XmlElement, name: string): XmlElement | undefined {
  return childrenNamed(element, name)[0];
}
