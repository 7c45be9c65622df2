/**
 * A stored field error ("key" or "key|{json params}") in the reader's language. The parameters
 * may name what a user typed, "|" included, so only the first "|" separates them.
 */
export function translateError(
  t: (key: string, params?: Record<string, unknown>) => string,
  error: string,
) {
  const bar = error.indexOf("|");
  if (bar < 0) return t(error);
  return t(error.slice(0, bar), paramsOf(error.slice(bar + 1)));
}

function paramsOf(text: string): Record<string, unknown> | undefined {
  try {
    const params: unknown = JSON.parse(text);
    return params && typeof params === "object" ? (params as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
