/**
 * Writing XML documents: a tiny element builder whose text and attribute values are always
 * escaped, so an export is well-formed whatever a user typed.
 */
export interface XmlNode {
  name: string;
  attributes?: Record<string, string | undefined>;
  children?: (XmlNode | null)[];
  text?: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escapes markup characters and drops characters XML 1.0 cannot hold. */
export function escapeXml(value: string): string {
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    if (!allowed) continue;
    out += ESCAPES[char] ?? char;
  }
  return out;
}

export function element(
  name: string,
  attributes: Record<string, string | undefined> = {},
  content: string | (XmlNode | null)[] = [],
): XmlNode {
  return typeof content === "string"
    ? { name, attributes, text: content }
    : { name, attributes, children: content };
}

function write(node: XmlNode, depth: number, out: string[]) {
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  const children = (node.children ?? []).filter((child): child is XmlNode => child !== null);
  if (node.text !== undefined) {
    out.push(`${indent}<${node.name}${attributes}>${escapeXml(node.text)}</${node.name}>`);
  } else if (children.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`);
  } else {
    out.push(`${indent}<${node.name}${attributes}>`);
    for (const child of children) write(child, depth + 1, out);
    out.push(`${indent}</${node.name}>`);
  }
}

/** A whole document with its XML declaration. */
export function xmlDocument(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join("\n")}\n`;
}
