/** One standard value of a lookup list, as every organisation starts with it. */
export interface LookupSeed {
  code: string;
  label: string;
  labelIndonesian: string;
}

/** Codes that read the same in every language (casing grades). */
export const same = (...codes: string[]): LookupSeed[] =>
  codes.map((code) => ({ code, label: code, labelIndonesian: code }));

/** Entries of [code, English label, Indonesian label]. */
export const pairs = (...entries: [string, string, string][]): LookupSeed[] =>
  entries.map(([code, label, labelIndonesian]) => ({ code, label, labelIndonesian }));
