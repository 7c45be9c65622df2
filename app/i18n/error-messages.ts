/**
 * A refusal message as the user reads it: errors travel as translation keys, optionally with
 * their parameters as "key|{json params}", so the server and the screens translate them alike.
 */
export function translateError(
  t: (key: string, params?: Record<string, unknown>) => string,
  error: string,
) {
  const [key, params] = error.split("|", 2);
  return t(key!, params ? (JSON.parse(params) as Record<string, unknown>) : undefined);
}
