// The hydration data Remix writes into a document, without the in-page markup the same document
// already shows (see app/components/in-page-markup.tsx): a dashboard's charts travel once.

// The escaping Remix applies to that data, so it stays safe inside a <script> element.
const ESCAPED: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

export function withoutInPageMarkup(handoff: string): string {
  if (!handoff.includes('"inPageMarkup"')) return handoff;
  const parsed = JSON.parse(handoff) as { state?: { loaderData?: unknown } };
  dropMarkup(parsed.state?.loaderData);
  return JSON.stringify(parsed).replace(/[&><\u2028\u2029]/g, (c) => ESCAPED[c] ?? c);
}

function dropMarkup(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(dropMarkup);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.id === "string" && typeof record.inPageMarkup === "string") {
      delete record.inPageMarkup;
      return;
    }
    Object.values(record).forEach(dropMarkup);
  }
}
