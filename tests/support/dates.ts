/** The ISO date `days` after `date` (before, when negative). */
export function nextDay(date: string, days = 1): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
