/** One standard value of a lookup list, as every organisation starts with it. */
export interface LookupSeed {
  code: string;
  label: string;
  labelIndonesian: string;
}

/**
 * The standard values of each list from its rows as the data file writes them: [code, English
 * label, Indonesian label], or [code] alone for a code that reads the same in every language
 * (casing grades).
 */
export function seedsFromRows<Lists extends Record<string, string[][]>>(
  lists: Lists,
): { [List in keyof Lists]: LookupSeed[] } {
  return Object.fromEntries(
    Object.entries(lists).map(([list, rows]) => [list, rows.map((row) => seedFromRow(list, row))]),
  ) as { [List in keyof Lists]: LookupSeed[] };
}

function seedFromRow(list: string, row: string[]): LookupSeed {
  const [code, label, labelIndonesian] = row;
  if (code && row.length === 1) return { code, label: code, labelIndonesian: code };
  if (code && label && labelIndonesian && row.length === 3) return { code, label, labelIndonesian };
  throw new Error(`Lookup list ${list}: a row is [code] or [code, label, labelIndonesian]`);
}
