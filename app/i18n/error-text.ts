/** A stored field error ("key" or "key|{json params}") in the reader's language. */
export function translateError(
  t: (key: string, params?: Record<string, unknown>) => string,
  error: string,
) {
  const [key, params] = error.split("|", 2);
  return t(key!, params ? (JSON.parse(params) as Record<string, unknown>) : undefined);
}
